import { subsetSiteFont } from "./build/site-font.ts";
console.log(await subsetSiteFont("build-try"));

import sharp from "sharp";
const dir = "/tmp/shots37f";
for (const name of ["-blog-1280", "-home-1280", "-blog_startup-sales-challenges-1280"]) {
const a = await sharp(`${dir}/before-${name}.png`).raw().toBuffer({ resolveWithObject: true });
const b = await sharp(`${dir}/after-${name}.png`).raw().toBuffer({ resolveWithObject: true });
const w = a.info.width, c = a.info.channels;
const rows = new Map<number, [number, number, number]>();
for (let i = 0; i < a.data.length; i += c) {
  if (a.data[i] !== b.data[i] || a.data[i+1] !== b.data[i+1] || a.data[i+2] !== b.data[i+2]) {
    const p = i / c, y = Math.floor(p / w), x = p % w; const band = Math.floor(y / 50);
    const r = rows.get(band) ?? [x, x, 0]; r[0] = Math.min(r[0], x); r[1] = Math.max(r[1], x); r[2]++; rows.set(band, r);
  }
}
console.log(name, [...rows].slice(0, 12).map(([band, [x0, x1, n]]) => `y${band*50}: x${x0}-${x1} (${n})`).join("; "));
}

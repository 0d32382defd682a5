/** The assistant dialog's id, shared by its markup and the script that runs it. */
export const ASSISTANT_DIALOG_ID = "site-assistant";

/** Prerendered by app/routes/assistant-index.json.ts; fetched when the assistant first opens. */
export const INDEX_URL = "/assistant-index.json";

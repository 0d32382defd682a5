/** The podcast page's player dialog: its markup (video-dialog.tsx) and the script that plays a cover in it. */
export const VIDEO_DIALOG_ID = "video-player";

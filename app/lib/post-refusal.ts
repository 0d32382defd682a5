/**
 * A form post the server's guards did not take (another site's Origin, too many posts, too
 * large: server/forms.ts). The form's route answers it on its page with what the visitor typed;
 * any other route shows it on the error page (app/components/error-page.tsx).
 */
export type PostRefusal = { status: number; title: string; message: string };

export function isPostRefusal(value: unknown): value is PostRefusal {
  return (
    typeof value === "object" &&
    value !== null &&
    "status" in value &&
    typeof value.status === "number" &&
    "title" in value &&
    typeof value.title === "string" &&
    "message" in value &&
    typeof value.message === "string"
  );
}

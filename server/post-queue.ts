import type { NextFunction, Request, Response } from "express";
import { type PlainPage, sendPlainPage } from "./plain-page.ts";

/** What a post waiting in the queue is told when the server stops before its turn comes. */
export const NOT_TAKEN: PlainPage = {
  status: 503,
  title: "We could not take your form just now",
  message:
    "The site was restarting and your form was not sent. Please go back and send it again in a moment: what you typed is still in the form.",
};

/**
 * Form posts taken a few at a time, each next one in a turn of the event loop of its own.
 *
 * A post's work is synchronous for milliseconds (SQLite's writes with their syncs, the page's
 * render), and a burst read in one turn of the loop ran it for every post before the loop read a
 * socket or ran a timer again: on a starved CPU (load 27 on 2 cores) one turn took over 10 s,
 * and Node, which times a request's headers from the connection's accept, answered 408 to 327
 * of 500 posts whose clients had sent them whole. Queued, a turn does at most `concurrency`
 * posts' work: sockets are read and timers run between posts, and other pages keep being
 * answered during a burst.
 *
 * `shed()` (the stop's last seconds, server/shutdown.ts) answers every post still waiting with
 * 503 and Connection: close instead of the reset that cutting its connection would be; one
 * that has started is finished.
 */
export function postQueue({ concurrency = 2 }: { concurrency?: number } = {}) {
  let running = 0;
  let shedding = false;
  let scheduled = false;
  const waiting: Array<{ start: () => void; refuse: () => void }> = [];

  const refuse = (res: Response) => {
    res.setHeader("Connection", "close");
    sendPlainPage(res, NOT_TAKEN, { "Retry-After": "5" });
  };
  // One start per turn: setImmediate callbacks queued while the loop runs them wait for the next turn.
  const startNext = () => {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (running >= concurrency) return;
      waiting.shift()?.start();
      startNext();
    });
  };

  return {
    /** Express middleware: passes a post on when its turn comes. */
    take(_req: Request, res: Response, next: NextFunction) {
      if (shedding) return refuse(res);
      const start = () => {
        running += 1;
        res.once("close", () => {
          running -= 1;
          startNext();
        });
        next();
      };
      if (running < concurrency && waiting.length === 0) return start();
      const entry = { start, refuse: () => refuse(res) };
      waiting.push(entry);
      // Its connection closed before its turn (a client that gave up): not waited for.
      res.once("close", () => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
      });
      startNext();
    },
    /** Answers every waiting post with 503 (NOT_TAKEN), and any that comes after. */
    shed() {
      shedding = true;
      for (const entry of waiting.splice(0)) entry.refuse();
    },
    /** Posts waiting for their turn. */
    waiting: () => waiting.length,
  };
}

export type PostQueue = ReturnType<typeof postQueue>;

import express from "express";

/** JSON bodies up to 16 KB; larger ones get 413 and malformed ones 400 (see error-handler.ts). */
export const jsonBody = express.json({ limit: "16kb" });

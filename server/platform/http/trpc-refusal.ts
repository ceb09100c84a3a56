import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import type { Response } from "express";

export type TrpcErrorKey = keyof typeof TRPC_ERROR_CODES_BY_KEY;

/** An answer in tRPC's error shape, for refusals made before the adapter runs. */
export function trpcRefusal(res: Response, httpStatus: number, key: TrpcErrorKey, message: string, field?: string) {
  res.status(httpStatus).json({
    error: { message, code: TRPC_ERROR_CODES_BY_KEY[key], data: { code: key, httpStatus, field: field ?? null } },
  });
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../platform/files/file-store-settings.js";

export interface S3TestServer {
  /** The S3_* variables that point the app at it (its bucket exists). */
  env: Record<string, string>;
  settings: S3Settings;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a random port of 127.0.0.1, its objects in a temporary folder. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), "s3-test-"));
  const bucket = "files";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    settings: { bucket, region: "us-east-1", endpoint, forcePathStyle: true, credentials },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "./file-store-settings.js";

/** The bytes of files in an S3-compatible bucket, one object per file, named by the file's key. */
export interface S3Bytes {
  write(key: string, body: Buffer | Readable, sizeBytes: number, mediaType: string): Promise<void>;
  /** The object's bytes as they arrive; undefined when the bucket has no such object. */
  read(key: string): Promise<Readable | undefined>;
  /** Succeeds whether or not the object exists. */
  remove(key: string): Promise<void>;
  close(): void;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

export function s3Bytes(settings: S3Settings): S3Bytes {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where the API requires them: the SDK's default since 2025 (CRC32 trailers on every upload,
    // aws-chunked bodies) is not understood by every S3-compatible store; the SHA-256 in `stored_file` is ours.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  return {
    async write(key, body, sizeBytes, mediaType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: sizeBytes, ContentType: mediaType }),
      );
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}

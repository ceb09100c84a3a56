/** A bucket of an S3-compatible store, as configured (S3_* variables). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, a profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export type StoreName = "database" | "s3";

export interface FileStoreSettings {
  /** Where new files go; each file's row says where its bytes are, so reading follows the row. */
  store: StoreName;
  s3: S3Settings | undefined;
}

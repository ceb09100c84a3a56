import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import type { RequestDetail } from "../admin-types.js";
import { cvAddress } from "../shared/admin-paths.js";

type Cv = NonNullable<RequestDetail["cv"]>;

const sizeText = (bytes: number) => messages.backOfficeRequest.kilobytesCaption(Math.max(1, Math.ceil(bytes / 1024)));

/** The CV's name and size, and the link that downloads it (`download`: a PDF too, though it is served inline). */
export function CvLink({ reference, cv }: { reference: string; cv: Cv }) {
  return (
    <a href={cvAddress(reference)} download={cv.fileName} className={buttonStyles.link}>
      {messages.backOfficeRequest.downloadCvLink}{" "}
      <span className="font-normal text-slate-700">
        ({cv.fileName}, {sizeText(cv.sizeBytes)})
      </span>
    </a>
  );
}

/** Only a PDF is answered inline: a Word file has no preview. */
export const previewable = (cv: Cv) => cv.mediaType === "application/pdf";

/**
 * A PDF CV read in the page: a frame of the same staff-only address, which answers a PDF inline and lets only our
 * own pages frame it (server/back-office/download-routes.ts, docs/0057). Not `<object>`: the policy refuses
 * plugins everywhere (object-src 'none').
 */
export function CvPreview({ reference, candidate }: { reference: string; candidate: string }) {
  return (
    <iframe
      src={cvAddress(reference)}
      title={messages.backOfficeRequest.cvFrameLabel(candidate)}
      className="h-[75vh] min-h-96 w-full rounded-lg border border-slate-200 bg-slate-50"
    />
  );
}

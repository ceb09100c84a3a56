import type { JobOffer } from "@content";
import { messages } from "../../shared/messages/catalogue.js";

/**
 * What a French reader sees for each job type: the content's values (content-model/job-offer.ts) are codes, and
 * the careers page's `type=` parameter, two of them English words.
 */
export const jobTypeLabels: Record<JobOffer["jobType"], string> = {
  "Temps Plein": messages.careers.fullTimeLabel,
  "Temps Partiel": messages.careers.partTimeLabel,
  Remote: messages.careers.remoteLabel,
  WFH: messages.careers.homeWorkingLabel,
};

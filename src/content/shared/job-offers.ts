import type { JobOffer } from "@content";
import jobOffersJson from "@content/JobOffer/_index.json";

/** The job offers of content/jobs, in no particular order. */
export const jobOffers = jobOffersJson as JobOffer[];

export const findJob = (id: string): JobOffer | undefined => jobOffers.find((offer) => offer.id === id);

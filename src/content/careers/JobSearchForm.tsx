import type { JobOffer } from "@content";
import type { FormEvent } from "react";
import { publicPathOf } from "../../app/routes/locale-router.js";
import { messages } from "../../shared/messages/catalogue.js";
import { ANY, type JobCriteria, jobCriteriaFields, jobCriteriaFrom } from "../job-search.js";
import { jobTypeLabels } from "../shared/job-type-labels.js";

interface JobSearchFormProps {
  locations: readonly string[];
  jobTypes: readonly string[];
  /** What the fields show first: the criteria of the address, if any. */
  initial: JobCriteria;
  onSearch: (criteria: JobCriteria) => void;
}

const fieldClass =
  "w-full rounded-xl border border-slate-300 bg-white px-3.5 py-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500";

/**
 * Typing or choosing changes nothing until « Rechercher » is pressed (docs/0005). The fields are the browser's own
 * (uncontrolled), read when « Rechercher » is pressed: what a visitor typed before the page hydrated is searched for,
 * and « Rechercher » pressed before that reloads the page with the criteria in its address, which the page then applies.
 */
export function JobSearchForm({ locations, jobTypes, initial, onSearch }: JobSearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(jobCriteriaFrom(new FormData(event.currentTarget)));
  };
  return (
    <form
      action={publicPathOf("/careers")}
      aria-label={messages.careers.jobSearchLabel}
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
    >
      <div>
        <label htmlFor="job-keyword" className="mb-1 block text-xs font-semibold text-slate-700">
          {messages.careers.keywordLabel}
        </label>
        <input
          id="job-keyword"
          type="search"
          name={jobCriteriaFields.keyword}
          defaultValue={initial.keyword}
          placeholder={messages.careers.keywordPlaceholder}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="job-location" className="mb-1 block text-xs font-semibold text-slate-700">
          {messages.careers.placeLabel}
        </label>
        <select
          id="job-location"
          name={jobCriteriaFields.location}
          defaultValue={initial.location}
          className={fieldClass}
        >
          <option value={ANY}>{messages.careers.allPlacesLabel}</option>
          {locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="job-type" className="mb-1 block text-xs font-semibold text-slate-700">
          {messages.careers.jobTypeLabel}
        </label>
        <select id="job-type" name={jobCriteriaFields.jobType} defaultValue={initial.jobType} className={fieldClass}>
          <option value={ANY}>{messages.careers.allTypesLabel}</option>
          {jobTypes.map((jobType) => (
            <option key={jobType} value={jobType}>
              {jobTypeLabels[jobType as JobOffer["jobType"]] ?? jobType}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-xl bg-brand-700 px-6 py-3 text-sm font-bold tracking-wider text-white hover:bg-brand-900"
      >
        {messages.careers.searchButton}
      </button>
    </form>
  );
}

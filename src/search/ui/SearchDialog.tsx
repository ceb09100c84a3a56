import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from "@headlessui/react";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { Icon } from "../../ui/icons.js";
import { clientSearchIndex } from "../client-index.js";
import { groupHits } from "../group-hits.js";
import { MAX_QUERY_LENGTH, type SearchHit, siteSearchPath } from "../shared/search-document.js";
import { type SearchIndex, searchSite } from "../shared/search-engine.js";
import { Highlighted } from "./Highlighted.js";
import { PopularPages } from "./PopularPages.js";
import { useMissReport } from "./use-miss-report.js";

type IndexState = { status: "loading" } | { status: "ready"; index: SearchIndex } | { status: "failed" };

/** The build's index, fetched on the dialog's first opening. */
function useSearchIndex(): IndexState {
  const [state, setState] = useState<IndexState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    clientSearchIndex().then(
      (index) => current && setState({ status: "ready", index }),
      () => current && setState({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/**
 * The search dialog (docs/0020): a combobox whose results, grouped by type, follow each keystroke; arrow
 * keys and Enter open one, Escape closes. Loaded with its index on first opening (SearchOpener).
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState("");
  const state = useSearchIndex();
  const [, navigate] = useLocation();
  const hits = useMemo(
    () => (state.status === "ready" && query.trim() !== "" ? searchSite(state.index, query, 20) : []),
    [state, query],
  );

  const resultsPath = `${siteSearchPath}?q=${encodeURIComponent(query.trim())}`;

  function choose(hit: SearchHit | null) {
    if (!hit) return;
    onClose();
    // An anchor into a page: a full navigation, so the browser scrolls to the section.
    if (hit.url.includes("#")) window.location.assign(hit.url);
    else navigate(hit.url);
  }

  const searched = query.trim() !== "" && state.status === "ready";
  useMissReport(query, searched, hits.length > 0);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 overflow-y-auto px-3 pt-[8vh] pb-6 sm:px-6">
        <DialogPanel className="mx-auto w-full max-w-xl overflow-hidden rounded-2xl bg-white text-slate-900 shadow-2xl ring-1 ring-black/5">
          <DialogTitle className="sr-only">{messages.searchScreens.fieldLabel}</DialogTitle>
          <Combobox<SearchHit | null> value={null} onChange={choose}>
            <div className="flex items-center gap-3 border-b border-slate-200 px-4">
              <Icon name="search" className="h-5 w-5 shrink-0 text-slate-500" />
              <ComboboxInput
                autoFocus
                aria-label={messages.searchScreens.fieldLabel}
                placeholder={messages.searchScreens.queryPlaceholder}
                maxLength={MAX_QUERY_LENGTH}
                autoComplete="off"
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={(event) => {
                  // One Escape closes the whole dialog: the combobox would otherwise spend it on closing its list.
                  if (event.key === "Escape") {
                    event.preventDefault();
                    onClose();
                  }
                  // Enter with no result chosen (none found, the index still loading, arrows moved off the list)
                  // asks for the results page, as the search field of any site does.
                  const chosen = event.currentTarget.getAttribute("aria-activedescendant");
                  if (event.key === "Enter" && !chosen && query.trim() !== "") {
                    event.preventDefault();
                    onClose();
                    navigate(resultsPath);
                  }
                }}
                className="h-14 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-slate-500"
              />
            </div>
            {hits.length > 0 ? (
              <ComboboxOptions className="max-h-[60vh] overflow-y-auto p-2">
                {groupHits(hits).map((group) => (
                  <div key={group.type} role="presentation" className="py-1">
                    <p
                      role="presentation"
                      className="px-3 py-1 text-xs font-bold tracking-wider text-slate-600 uppercase"
                    >
                      {group.label}
                    </p>
                    {group.hits.map((hit) => (
                      <ComboboxOption
                        key={hit.id}
                        value={hit}
                        className="cursor-pointer rounded-lg px-3 py-2 data-focus:bg-brand-50 data-focus:ring-2 data-focus:ring-brand-600"
                      >
                        <span className="block font-semibold">
                          <Highlighted text={hit.title} terms={hit.terms} />
                        </span>
                        <span className="block truncate text-sm text-slate-600">
                          <Highlighted text={hit.text} terms={hit.terms} />
                        </span>
                      </ComboboxOption>
                    ))}
                  </div>
                ))}
              </ComboboxOptions>
            ) : null}
          </Combobox>
          {searched && hits.length === 0 ? (
            <div className="px-4 py-5">
              <p className="font-semibold">{messages.searchScreens.noResultHeading}</p>
              <div className="mt-3">
                <PopularPages onChoose={onClose} />
              </div>
            </div>
          ) : null}
          {state.status === "failed" ? (
            <p role="alert" className="px-4 py-5 text-sm text-red-700">
              {messages.searchScreens.indexFailed}{" "}
              <a href={siteSearchPath} className="font-semibold underline">
                {messages.searchScreens.searchPageLink}
              </a>
            </p>
          ) : null}
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-4 py-2 text-xs text-slate-600">
            <span>{messages.searchScreens.keysCaption}</span>
            {query.trim() !== "" ? (
              <Link href={resultsPath} onClick={onClose} className="font-semibold text-brand-700 hover:underline">
                {messages.searchScreens.allResultsLink}
              </Link>
            ) : null}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

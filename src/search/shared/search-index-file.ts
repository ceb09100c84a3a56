/**
 * The search index's file name under the client's static files (dist/client): the build writes it, the
 * server reads it at start, the dialog fetches it from `/` + this name. Not hashed: it changes with
 * every content build, and static files outside /assets revalidate daily.
 */
export const searchIndexFile = "search-index.json";

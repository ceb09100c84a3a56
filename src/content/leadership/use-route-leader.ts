import { useRoute } from "wouter";
import { findLeader, type Leader } from "../leader-directory.js";

/** The leader whose page is showing, read from the address: a static island is given no props. */
export function useRouteLeader(): Leader | undefined {
  const [, params] = useRoute<{ slug: string }>("/leadership/:slug");
  return findLeader(params?.slug ?? "");
}

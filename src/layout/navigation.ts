import { allFooterColumns, allNavMenus, type FooterColumn, type NavMenu } from "@content";

const byOrder = <T extends { order: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.order - b.order);

/** The header's entries (Expertises, Solutions, Applications, Découvrir, Assistance), in order. */
export const navMenus: readonly NavMenu[] = byOrder(allNavMenus);

/** The footer's ten columns, in order. */
export const footerColumns: readonly FooterColumn[] = byOrder(allFooterColumns);

export type { FooterColumn, NavMenu };

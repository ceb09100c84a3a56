/** What the dashboard calls each plan an account can have; every account starts on the free one. */
const planLabels: Record<string, string> = { freemium: "Gratuite" };

/** The plan's French name, or the stored value as it is for a plan this build does not know yet. */
export const planLabel = (plan: string): string => planLabels[plan] ?? plan;

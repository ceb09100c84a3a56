/** The leaders' pages and cards. */
export const leaders = {
  /** « Portrait illustré d'Antoine Delorme »: the leader's name with its French « de » or « d' » before it. */
  portraitLabel: (ofLeader: string) => `Portrait illustré ${ofLeader}`,
};

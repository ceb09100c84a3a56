/** The frame of every account screen: its description for search engines and sharing. */
export const accountPage = {
  description: (title: string) => `${title} : votre espace client Novadis.`,
};

/**
 * The company's agencies, by the city a job offer names (content/jobs, `location`): the postal addresses search
 * engines ask of a JobPosting and of the Organization. Lyon is the registered office of the legal notice
 * (content/legal/mentions-legales.mdx).
 */
export interface Office {
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
}

export const offices = {
  Lyon: { streetAddress: "27 rue Grenette", postalCode: "69002", addressLocality: "Lyon" },
  Paris: { streetAddress: "18 rue du Faubourg Poissonnière", postalCode: "75010", addressLocality: "Paris" },
  Bordeaux: { streetAddress: "42 quai des Chartrons", postalCode: "33000", addressLocality: "Bordeaux" },
  Nantes: { streetAddress: "5 rue de la Fosse", postalCode: "44000", addressLocality: "Nantes" },
} as const satisfies Record<string, Office>;

export const headOffice: Office = offices.Lyon;

/** The agency of a city, if the company has one there. */
export const officeIn = (city: string): Office | undefined =>
  Object.hasOwn(offices, city) ? offices[city as keyof typeof offices] : undefined;

/** schema.org PostalAddress of an office, in France. */
export const postalAddress = (office: Office) => ({ "@type": "PostalAddress", ...office, addressCountry: "FR" });

/** The header control's accessible name: "Panier", "Panier, 1 offre", "Panier, 2 offres". */
export function basketLabel(count: number): string {
  if (count === 0) return "Panier";
  return `Panier, ${count} ${count === 1 ? "offre" : "offres"}`;
}

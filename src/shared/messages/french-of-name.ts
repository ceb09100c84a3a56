/**
 * « de Camille Roussel », « d'Antoine Delorme »: French elides « de » before a vowel. The French messages that
 * name a person write it themselves, so that the screens pass the bare name and the English messages can say
 * "of Antoine Delorme".
 */
export function ofName(name: string): string {
  return /^[aeiouyàâéèêëîïôöûü]/i.test(name) ? `d'${name}` : `de ${name}`;
}

/**
 * The protections every API shares (rate limits, origin check, body limits), whatever the feature behind them.
 * French, except the three the original API gave in English.
 */
export const http = {
  bodyTooLarge: "Request body too large (16 KB at most)",
  malformedJson: "Malformed JSON in request body",
  crossOriginRefused: "Cross-origin request refused",
  apiNotFound: "Cet appel n'existe pas dans l'API : voyez la liste des appels dans le README.",
  /** A 5xx: the reference is the request id, found on every log line of that request. */
  internalError: (reference: string) =>
    `Une erreur interne est survenue. Si vous contactez le support, citez cette référence : ${reference}`,
  methodNotAllowed: (method: string, allowed: string[]) =>
    `La méthode ${method} n'est pas acceptée par cet appel (acceptées : ${allowed.join(", ")}).`,
  /** For a page path called with a method pages do not take (TRACE, DELETE…). */
  pageMethodNotAllowed: (method: string, allowed: string[]) =>
    `La méthode ${method} n'est pas acceptée pour cette adresse (acceptées : ${allowed.join(", ")}).`,
  /** /language asked for a language the site is not in, or for an address that is no page of the site. */
  languageChoiceRefused:
    "Ce lien de changement de langue ne mène à aucune page du site : revenez à la page d'où vous veniez.",
  /** A path whose percent-escapes do not decode ("/%ZZ", a lone "%", bytes that are not UTF-8). */
  malformedPath:
    "Cette adresse est mal formée : un « % » doit y être suivi de deux chiffres hexadécimaux formant un caractère valide.",
  /** A file its row names whose bytes the store no longer has (docs/0059): a 404, never a 500. */
  fileMissing:
    "Ce fichier n'est plus disponible dans notre stockage. Signalez-le au support : nous le rétablirons depuis une sauvegarde.",
  databaseBusy: "Le service est momentanément surchargé. Réessayez dans un instant.",
  tooManyRequests: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}.`;
  },
  unsupportedMediaType: "Le corps de la requête doit être du JSON (Content-Type: application/json).",
};

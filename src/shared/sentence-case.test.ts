import { describe, expect, it } from "vitest";
import { commonNames, sentenceCaseChecker } from "./sentence-case.js";

const faults = sentenceCaseChecker([...commonNames, "Cabinet Delorme Avocats", "Next.js"]);

describe("sentenceCaseChecker", () => {
  it("finds a capital inside a heading written in title case", () => {
    expect(faults("Nos Expertises")).toEqual(["Expertises"]);
    expect(faults("Explorer L'Horizon")).toEqual(["L", "Horizon"]);
    expect(faults("Nos Pôles d'Expertise")).toEqual(["Pôles", "Expertise"]);
    expect(faults("Fondateur et Président-Directeur Général")).toEqual(["Président", "Directeur", "Général"]);
  });

  it("finds words written in capitals, first word included", () => {
    expect(faults("DÉVELOPPONS VOTRE PROJET")).toEqual(["DÉVELOPPONS", "VOTRE", "PROJET"]);
    expect(faults("Support 24H")).toEqual(["24H"]);
    expect(faults("Nos offres SEARCH")).toEqual(["SEARCH"]);
  });

  it("passes a heading in sentence case", () => {
    expect(faults("Nos expertises")).toEqual([]);
    expect(faults("Écrivez-nous")).toEqual([]);
    expect(faults("Vos données, vos droits")).toEqual([]);
  });

  it("lets names, brands and acronyms keep their capitals, as whole words and whole phrases", () => {
    expect(faults("Start & Scale : des offres pour les PME et TPE")).toEqual([]);
    expect(faults("Un site WordPress optimisé pour le SEO à Lyon")).toEqual([]);
    expect(faults("Novadis rejoint l'arène")).toEqual([]);
    expect(faults("Le projet du Cabinet Delorme Avocats avec Next.js")).toEqual([]);
    // A name's words are known together only: "Cabinet" alone is a common noun.
    expect(faults("Un Cabinet d'avocats")).toEqual(["Cabinet"]);
    // A name is a whole word: "Lyonnais" is not "Lyon".
    expect(faults("Les Lyonnais")).toEqual(["Lyonnais"]);
    // The word after a name at the start does not open the sentence.
    expect(faults("Novadis Rejoint l'arène")).toEqual(["Rejoint"]);
  });

  it("lets a sentence open with a capital after a full stop, a question, guillemets or a label's colon", () => {
    expect(faults("Un projet différent ? Parlons-en.")).toEqual([]);
    expect(faults("Utilisez « Mot de passe oublié »")).toEqual([]);
    expect(faults("Bienvenue\nVotre espace")).toEqual([]);
    expect(faults("Catégorie : Juridique")).toEqual([]);
    expect(faults("Start & Scale : Nos Offres")).toEqual(["Offres"]);
  });
});

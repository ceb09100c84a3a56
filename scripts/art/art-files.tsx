import type { Application, Leader } from "@content";
import applicationsJson from "@content/Application/_index.json";
import leadersJson from "@content/Leader/_index.json";
import { applicationScreenPath, screenshotAlt } from "../../src/content/apps/AppScreenshot.js";
import { appPalette } from "../../src/content/apps/app-palette.js";
import { type CaseStudy, caseStudies, caseStudyCoverPath } from "../../src/content/case-study-catalogue.js";
import { leaderPortraitPath, portraitAlt } from "../../src/content/leadership/LeaderPortrait.js";
import { findExpertise } from "../../src/content/shared/expertise-catalogue.js";
import { caseStudyFormat, coverSvg, expertiseMotifs } from "./covers/cover.js";
import { accents } from "./palette.js";
import { Portrait } from "./portraits/Portrait.js";
import { ScreenCaption } from "./screens/phone-kit.js";
import { screenSets } from "./screens/screen-sets.js";
import { svgMarkup } from "./svg-markup.js";

export interface ArtFile {
  /** Path under public/, as the site serves it. */
  path: string;
  svg: string;
}

const leaders = leadersJson as unknown as Leader[];
const applications = applicationsJson as unknown as Application[];

export function leaderPortrait(leader: Leader): ArtFile {
  return {
    path: leaderPortraitPath(leader.id),
    svg: svgMarkup(<Portrait params={leader.portrait} title={portraitAlt(leader)} />),
  };
}

/** One file per caption of the application's `screenshots`; an application without drawn screens is an error. */
export function applicationScreens(application: Application): ArtFile[] {
  const screens = screenSets[application.id];
  if (!screens) {
    throw new Error(
      `content/applications/${application.id}.mdx: no screens are drawn for « ${application.title} »; add them to scripts/art/screens/screen-sets.ts`,
    );
  }
  if (screens.length !== application.screenshots.length) {
    throw new Error(
      `content/applications/${application.id}.mdx: ${application.screenshots.length} screenshot captions but ${screens.length} screens drawn in scripts/art/screens`,
    );
  }
  const theme = appPalette[application.accentColor];
  return screens.map((screen, index) => ({
    path: applicationScreenPath(application.id, index),
    svg: svgMarkup(
      <ScreenCaption.Provider value={screenshotAlt(application, index)}>{screen(theme)}</ScreenCaption.Provider>,
    ),
  }));
}

/**
 * Its main expertise's motif and colour (the first listed); an unknown expertise id is an error. Studies of one
 * main expertise take that motif's arrangements in turn (docs/0062), so they never look alike on /realisations.
 */
export function caseStudyCover(study: CaseStudy): ArtFile {
  const expertise = findExpertise(study.expertises[0] ?? "");
  if (!expertise) {
    throw new Error(`content/case-studies/${study.id}.mdx: « ${study.expertises[0]} » is no expertise's id`);
  }
  return {
    path: caseStudyCoverPath(study.id),
    svg: coverSvg({
      motif: expertiseMotifs[expertise.icon],
      accent: accents[expertise.color],
      seed: study.id,
      variant: caseStudies
        .filter((other) => other.expertises[0] === study.expertises[0])
        .findIndex((other) => other.id === study.id),
      format: caseStudyFormat,
      title: `Illustration : ${study.client}`,
    }),
  };
}

/** Every drawing of the site, from the content as compiled. */
export function artFiles(): ArtFile[] {
  return [
    ...leaders.map(leaderPortrait),
    ...applications.flatMap(applicationScreens),
    ...caseStudies.map(caseStudyCover),
  ];
}

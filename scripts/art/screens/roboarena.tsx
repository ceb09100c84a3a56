import {
  AppBar,
  Avatar,
  Button,
  Card,
  good,
  Heading,
  Icon,
  ink,
  line,
  muted,
  Phone,
  Pill,
  Progress,
  Row,
  type Screen,
  T,
  TabBar,
  type Theme,
  W,
  white,
} from "./phone-kit.js";

const tabs = [
  { icon: "video", label: "Direct" },
  { icon: "calendar", label: "Programme" },
  { icon: "trophy", label: "Pronostics" },
  { icon: "user", label: "Profil" },
] as const;

const arena = "#111827";

/** A combat robot in profile (a 120 × 60 grid): armoured body, wheels and its weapon. */
function Robot({
  x,
  y,
  scale = 1,
  colour,
  weapon,
  flip = false,
}: {
  x: number;
  y: number;
  scale?: number;
  colour: string;
  weapon: "spinner" | "wedge" | "hammer";
  flip?: boolean;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`}>
      <ellipse cx="60" cy="58" rx="58" ry="5" fill="#000000" opacity="0.3" />
      {weapon === "wedge" ? <path d="M96 50L124 50L100 26Z" fill="#94a3b8" /> : null}
      {/* A low armoured wedge with bolted plates, a roll cage and a sensor light: a machine, not a car. */}
      <path d="M6 50V32q0-6 6-6h62l28 18v6z" fill={colour} />
      <path d="M16 26V16h40v10" fill="none" stroke="#475569" strokeWidth="4" strokeLinejoin="round" />
      <path d="M36 16v10" stroke="#475569" strokeWidth="3" />
      <path d="M12 34h60l16 10" fill="none" stroke="#0f172a" strokeOpacity="0.3" strokeWidth="2" />
      {[16, 32, 48, 64].map((bx) => (
        <circle key={bx} cx={bx} cy="30" r="1.8" fill="#0f172a" opacity="0.45" />
      ))}
      <circle cx="80" cy="34" r="3" fill="#fde047" />
      {[26, 82].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="48" r="11" fill="#1f2937" />
          <circle cx={cx} cy="48" r="4" fill="#9ca3af" />
        </g>
      ))}
      {weapon === "spinner" ? (
        <g>
          <rect x="100" y="14" width="8" height="40" rx="3" fill="#475569" />
          <ellipse cx="112" cy="34" rx="8" ry="26" fill="#cbd5e1" />
          <path d="M112 10v48" stroke="#64748b" strokeWidth="3" />
        </g>
      ) : null}
      {weapon === "hammer" ? (
        <g>
          <path d="M70 18L100 -8" stroke="#475569" strokeWidth="7" strokeLinecap="round" />
          <rect x="92" y="-22" width="22" height="18" rx="3" fill="#cbd5e1" transform="rotate(40 103 -13)" />
        </g>
      ) : null}
    </g>
  );
}

/** The arena seen by the broadcast camera. */
function ArenaFrame({ y, h, theme }: { y: number; h: number; theme: Theme }) {
  return (
    <g>
      <rect y={y} width={W} height={h} fill={arena} />
      <path d={`M0 ${y + h * 0.45}L${W} ${y + h * 0.4}L${W} ${y + h}L0 ${y + h}Z`} fill="#374151" />
      {/* Hazard stripes along the arena wall. */}
      <path
        d={Array.from({ length: 6 }, (_, i) => `M${i * 68 + 24} ${y + h - 14}l14-14h12l-14 14z`).join("")}
        fill="#facc15"
      />
      <path d={`M0 ${y + h * 0.45}L${W} ${y + h * 0.4}`} stroke="#4b5563" strokeWidth="3" />
      <Robot x={40} y={y + h * 0.46} scale={1.05} colour={theme.strong} weapon="spinner" />
      <Robot x={W - 34} y={y + h * 0.5} scale={0.95} colour="#2563eb" weapon="wedge" flip />
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          d={`M${178 + i * 4} ${y + h * 0.56}l${(i - 2) * 8} ${-12 - (i % 2) * 8}`}
          stroke="#fde047"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      ))}
    </g>
  );
}

/** « Le combat en direct » */
const live: Screen = (theme) => (
  <Phone statusLight background="#0b0f19">
    <ArenaFrame y={0} h={300} theme={theme} />
    <Pill x={16} y={40} text="● EN DIRECT" fill="#dc2626" color={white} size={11} />
    <Pill x={W - 16} y={40} text="12,4 k spectateurs" fill="#00000080" color={white} size={11} anchor="end" />
    <rect x="0" y="300" width={W} height="92" fill="#111827" />
    <T x={24} y={334} size={17} weight={800} fill={white}>
      TITAN-X
    </T>
    <T x={W - 24} y={334} size={17} weight={800} fill={white} anchor="end">
      FRELON
    </T>
    <T x={W / 2} y={338} size={26} weight={800} fill={white} anchor="middle">
      2 – 1
    </T>
    <Progress x={24} y={348} w={120} value={0.72} color={theme.mid} />
    <Progress x={W - 144} y={348} w={120} value={0.35} color="#3b82f6" />
    <T x={W / 2} y={378} size={12} fill="#9ca3af" anchor="middle">
      Manche 3 · 01:47
    </T>
    <T x={20} y={422} size={12} weight={700} fill="#9ca3af">
      CAMÉRA
    </T>
    <Pill x={20} y={434} text="Plan large" fill={theme.strong} color={white} size={12} />
    <Pill x={122} y={434} text="Vue du dessus" fill="#1f2937" color={white} size={12} />
    <Pill x={248} y={434} text="Embarquée" fill="#1f2937" color={white} size={12} />
    {[
      ["LM", "Lucas M.", "Le disque de TITAN-X est monstrueux", "#f97316"],
      ["SB", "Sarah B.", "FRELON doit passer par le côté !", "#8b5cf6"],
      ["NB", "Nora B.", "Quel ralenti sur le dernier choc", "#10b981"],
    ].map(([initials, name, message, colour], i) => (
      <g key={name}>
        <Avatar cx={36} cy={500 + i * 52} r={16} initials={initials ?? ""} fill={colour ?? ""} />
        <T x={62} y={496 + i * 52} size={12} weight={700} fill="#9ca3af">
          {name}
        </T>
        <T x={62} y={514 + i * 52} size={13} fill={white}>
          {message}
        </T>
      </g>
    ))}
    <rect x="0" y={H_BAR} width={W} height={760 - H_BAR} fill="#0b0f19" />
    <rect x="16" y={H_BAR + 12} width={W - 90} height="44" rx="22" fill="#1f2937" />
    <T x={36} y={H_BAR + 39} size={14} fill="#9ca3af">
      Écrire un message
    </T>
    <circle cx={W - 44} cy={H_BAR + 34} r="22" fill={theme.strong} />
    <Icon name="heart" x={W - 56} y={H_BAR + 22} color={white} />
  </Phone>
);
const H_BAR = 672;

const matches = [
  ["20:45", "TITAN-X", "FRELON", "Poids lourds", "live"],
  ["21:15", "MARTEAU", "BOUCLIER", "Poids lourds", "soon"],
  ["21:45", "ÉCLAIR", "KRAKEN", "Poids moyens", "soon"],
  ["Sam.", "VULCAIN", "TITAN-X", "Demi-finale", "later"],
  ["Sam.", "FRELON", "ORAGE", "Demi-finale", "later"],
] as const;

/** « Le programme des rencontres » */
const schedule: Screen = (theme) => (
  <Phone statusLight>
    <AppBar title="Programme" subtitle="Ligue française · journée 6" theme={theme} left={null} right={["bell"]} />
    {matches.map(([time, left, right, category, state], i) => {
      const y = 116 + i * 104;
      return (
        <Card key={`${left}-${right}`} x={20} y={y} w={W - 40} h={92}>
          <T x={36} y={y + 26} size={12} weight={600} fill={muted}>
            {category}
          </T>
          {state === "live" ? (
            <Pill x={W - 36} y={y + 12} text="● En direct" fill="#fee2e2" color="#dc2626" size={11} anchor="end" />
          ) : (
            <T x={W - 36} y={y + 26} size={13} weight={700} fill={theme.dark} anchor="end">
              {time}
            </T>
          )}
          <T x={36} y={y + 62} size={17} weight={800}>
            {left}
          </T>
          <T x={W / 2} y={y + 62} size={13} weight={700} fill={muted} anchor="middle">
            contre
          </T>
          <T x={W - 36} y={y + 62} size={17} weight={800} anchor="end">
            {right}
          </T>
        </Card>
      );
    })}
    <TabBar tabs={[...tabs]} active={1} theme={theme} />
  </Phone>
);

/** « La fiche technique d'un robot » */
const robotSheet: Screen = (theme) => (
  <Phone statusLight background="#0b0f19">
    <rect width={W} height="300" fill={theme.dark} />
    <circle cx={W / 2} cy={170} r="110" fill={theme.strong} opacity="0.5" />
    <AppBar title="" theme={{ ...theme, strong: theme.dark }} left="back" right={["share"]} />
    <Robot x={50} y={120} scale={2.1} colour={theme.mid} weapon="spinner" />
    <T x={20} y={340} size={28} weight={800} fill={white}>
      TITAN-X
    </T>
    <T x={20} y={366} size={14} fill="#9ca3af">
      Team Forge · Grenoble · poids lourds
    </T>
    {[
      ["Poids", "110 kg"],
      ["Arme", "Disque"],
      ["Vitesse", "24 km/h"],
      ["Victoires", "14 / 17"],
    ].map(([label, value], i) => {
      const x = 20 + (i % 2) * 166;
      const y = 388 + Math.floor(i / 2) * 76;
      return (
        <g key={label}>
          <rect x={x} y={y} width="154" height="64" rx="14" fill="#1f2937" />
          <T x={x + 14} y={y + 24} size={12} fill="#9ca3af">
            {label}
          </T>
          <T x={x + 14} y={y + 50} size={18} weight={800} fill={white}>
            {value}
          </T>
        </g>
      );
    })}
    {[
      ["Attaque", 0.92],
      ["Défense", 0.78],
      ["Agilité", 0.64],
    ].map(([label, value], i) => (
      <g key={String(label)}>
        <T x={20} y={564 + i * 40} size={13} weight={600} fill={white}>
          {String(label)}
        </T>
        <T x={W - 20} y={564 + i * 40} size={13} weight={700} fill={theme.mid} anchor="end">
          {String(Math.round(Number(value) * 100))}
        </T>
        <Progress x={20} y={574 + i * 40} w={W - 40} value={Number(value)} color={theme.mid} h={7} />
      </g>
    ))}
    <Button x={20} y={690} w={W - 40} h={50} text="Suivre TITAN-X" icon="bell" theme={theme} />
  </Phone>
);

/** « Les pronostics entre amis » */
const predictions: Screen = (theme) => (
  <Phone statusLight>
    <AppBar title="Pronostics" theme={theme} left={null} />
    <Card x={20} y={100} w={W - 40} h={172}>
      <T x={36} y={128} size={12} weight={600} fill={muted}>
        Ce soir, 20:45
      </T>
      <T x={36} y={160} size={18} weight={800}>
        TITAN-X
      </T>
      <T x={W - 36} y={160} size={18} weight={800} anchor="end">
        FRELON
      </T>
      <rect x="36" y="176" width={(W - 72) * 0.62 - 2} height="14" rx="7" fill={theme.strong} />
      <rect x={36 + (W - 72) * 0.62 + 2} y="176" width={(W - 72) * 0.38 - 2} height="14" rx="7" fill="#3b82f6" />
      <T x={36} y={210} size={13} weight={700} fill={theme.strong}>
        62 %
      </T>
      <T x={W - 36} y={210} size={13} weight={700} fill="#2563eb" anchor="end">
        38 %
      </T>
      <rect x="36" y="224" width={W - 72} height="34" rx="10" fill={theme.light} />
      <T x={W / 2} y={246} size={13} weight={600} fill={theme.dark} anchor="middle">
        Votre choix : TITAN-X par KO
      </T>
    </Card>
    <Heading y={306} text="Ligue des copains" link="Classement" theme={theme} />
    {[
      ["1", "NB", "Nora", "TITAN-X par KO", "48 pts", "#10b981"],
      ["2", "VO", "Vous", "TITAN-X par KO", "45 pts", theme.strong],
      ["3", "LM", "Lucas", "FRELON aux points", "39 pts", "#f97316"],
      ["4", "SB", "Sarah", "TITAN-X aux points", "31 pts", "#8b5cf6"],
    ].map(([rank, initials, name, pick, points, colour], i) => (
      <Row
        key={name}
        y={320 + i * 66}
        title={`${rank}. ${name}`}
        subtitle={pick}
        leading={<Avatar cx={40} cy={320 + i * 66 + 28} initials={initials ?? ""} fill={colour ?? ""} />}
        trailing={points}
        trailingColor={ink}
      />
    ))}
    <TabBar tabs={[...tabs]} active={2} theme={theme} />
  </Phone>
);

const candidates = [
  { name: "TITAN-X", votes: "38 %", weapon: "spinner", colour: "#be123c" },
  { name: "FRELON", votes: "21 %", weapon: "wedge", colour: "#2563eb" },
  { name: "MARTEAU", votes: "27 %", weapon: "hammer", colour: "#d97706" },
  { name: "KRAKEN", votes: "14 %", weapon: "wedge", colour: "#059669" },
] as const;

/** « Le vote du robot de la saison » */
const vote: Screen = (theme) => (
  <Phone>
    <AppBar title="Robot de la saison" theme={theme} left="back" light />
    <T x={20} y={124} size={14} fill={muted}>
      Votre vote compte jusqu'au 30 novembre.
    </T>
    {candidates.map((robot, i) => {
      const x = 20 + (i % 2) * 166;
      const y = 144 + Math.floor(i / 2) * 216;
      const selected = i === 2;
      return (
        <g key={robot.name}>
          <rect
            x={x}
            y={y}
            width="154"
            height="204"
            rx="18"
            fill={white}
            stroke={selected ? theme.strong : line}
            strokeWidth={selected ? 3 : 1}
          />
          <rect x={x + 8} y={y + 8} width="138" height="100" rx="12" fill="#f1f5f9" />
          <Robot x={x + 20} y={y + 36} scale={0.95} colour={robot.colour} weapon={robot.weapon} />
          <T x={x + 16} y={y + 136} size={16} weight={800}>
            {robot.name}
          </T>
          <T x={x + 16} y={y + 158} size={13} fill={muted}>
            {`${robot.votes} des votes`}
          </T>
          {selected ? (
            <g>
              <circle cx={x + 134} cy={y + 24} r="14" fill={theme.strong} />
              <Icon name="check" x={x + 125} y={y + 15} size={18} color={white} strokeWidth={3} />
            </g>
          ) : null}
          <Progress
            x={x + 16}
            y={y + 176}
            w={122}
            value={Number.parseInt(robot.votes, 10) / 40}
            color={selected ? theme.strong : "#cbd5e1"}
            h={6}
          />
        </g>
      );
    })}
    <Button x={20} y={680} w={W - 40} text="Voter pour MARTEAU" theme={theme} />
  </Phone>
);

/** « Le pass saison » */
const seasonPass: Screen = (theme) => (
  <Phone statusLight background="#0b0f19">
    <rect width={W} height="320" fill={theme.dark} />
    <circle cx={W - 40} cy={70} r="140" fill={theme.strong} opacity="0.6" />
    <circle cx={30} cy={270} r="56" fill={theme.mid} opacity="0.3" />
    <AppBar title="" theme={{ ...theme, strong: theme.dark }} left="back" />
    <Icon name="trophy" x={20} y={112} size={44} color="#fde047" />
    <T x={20} y={204} size={30} weight={800} fill={white}>
      Pass Saison 2026
    </T>
    <T x={20} y={234} size={15} fill={white} opacity={0.85}>
      Toute la saison, au bord de l'arène.
    </T>
    {[
      "Compétitions européennes en direct",
      "Contenus exclusifs des ateliers",
      "Ralentis et caméras à volonté",
      "Sans publicité",
    ].map((text, i) => (
      <g key={text}>
        <circle cx={34} cy={360 + i * 52} r="14" fill={good} opacity="0.2" />
        <Icon name="check" x={25} y={351 + i * 52} size={18} color="#4ade80" strokeWidth={3} />
        <T x={60} y={365 + i * 52} size={15} fill={white}>
          {text}
        </T>
      </g>
    ))}
    <rect x="20" y="572" width={W - 40} height="86" rx="18" fill="#1f2937" />
    <T x={36} y={604} size={13} fill="#9ca3af">
      Pour toute la saison
    </T>
    <T x={36} y={638} size={26} weight={800} fill={white}>
      24,99 €
    </T>
    <Pill x={W - 36} y={600} text="−30 %" fill={theme.strong} color={white} size={12} anchor="end" />
    <Button x={20} y={680} w={W - 40} text="Débloquer le pass" theme={theme} />
  </Phone>
);

export const roboarenaScreens: Screen[] = [live, schedule, robotSheet, predictions, vote, seasonPass];

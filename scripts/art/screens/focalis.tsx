import {
  AppBar,
  Bars,
  Button,
  Card,
  good,
  Heading,
  Icon,
  IconTile,
  ink,
  line,
  muted,
  Phone,
  Pill,
  Ring,
  Row,
  type Screen,
  T,
  TabBar,
  Toggle,
  W,
  white,
} from "./phone-kit.js";

const tabs = [
  { icon: "grid", label: "Espaces" },
  { icon: "timer", label: "Focus" },
  { icon: "globe", label: "Navigateur" },
  { icon: "headset", label: "Appareils" },
] as const;

const night = "#0b1220";

/** A small view of a room seen from above: the floating windows around the person. */
function WindowThumb({ x, y, w, h, colours }: { x: number; y: number; w: number; h: number; colours: string[] }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="12" fill={night} />
      <rect x={x} y={y + h * 0.72} width={w} height={h * 0.28} rx="12" fill="#1e293b" />
      {colours.map((colour, i) => {
        const ww = w * 0.26;
        const wx = x + 10 + (i * (w - 20 - ww)) / Math.max(1, colours.length - 1);
        const wy = y + 14 + (i % 2 === 0 ? 6 : 0);
        return (
          <g key={`${colour}-${wx}`}>
            <rect x={wx} y={wy} width={ww} height={h * 0.44} rx="4" fill={colour} />
            <rect x={wx + 4} y={wy + 5} width={ww * 0.5} height="3" rx="1.5" fill={white} opacity="0.7" />
          </g>
        );
      })}
    </g>
  );
}

const spaces = [
  { name: "Projet Horizon", detail: "5 fenêtres · hier", colours: ["#3b82f6", "#f8fafc", "#8b5cf6"] },
  { name: "Recherche", detail: "8 onglets · il y a 3 jours", colours: ["#f8fafc", "#0ea5e9", "#f8fafc"] },
  { name: "Réunions", detail: "Visio et notes · lundi", colours: ["#10b981", "#f8fafc"] },
];

/** « Vos espaces de travail » */
const workspaces: Screen = (theme) => (
  <Phone statusLight background={night}>
    <AppBar title="Espaces" theme={{ ...theme, strong: night }} left={null} right={["plus"]} />
    <T x={20} y={116} size={13} fill="#94a3b8">
      Reprenez là où vous vous étiez arrêté
    </T>
    {spaces.map((space, i) => {
      const y = 132 + i * 178;
      return (
        <g key={space.name}>
          <rect x="20" y={y} width={W - 40} height="164" rx="18" fill="#111a2e" stroke="#1e293b" />
          <WindowThumb x={32} y={y + 12} w={W - 64} h={96} colours={space.colours} />
          <T x={32} y={y + 134} size={16} weight={700} fill={white}>
            {space.name}
          </T>
          <T x={32} y={y + 154} size={13} fill="#94a3b8">
            {space.detail}
          </T>
          {i === 0 ? (
            <Pill x={W - 32} y={y + 124} text="Ouvrir" fill={theme.strong} color={white} size={12} anchor="end" />
          ) : null}
        </g>
      );
    })}
    <TabBarDark active={0} theme={theme} />
  </Phone>
);

function TabBarDark({ active, theme }: { active: number; theme: Parameters<Screen>[0] }) {
  return (
    <g>
      <TabBar tabs={[...tabs]} active={active} theme={{ ...theme, strong: theme.mid }} />
      {/* The tab bar's own colours, darkened for the app's night theme. */}
      <rect y={760 - 72} width={W} height="72" fill={night} opacity="0.92" />
      {tabs.map((tab, i) => {
        const width = W / tabs.length;
        const cx = width * i + width / 2;
        const colour = i === active ? theme.mid : "#64748b";
        return (
          <g key={tab.label}>
            <Icon name={tab.icon} x={cx - 12} y={700} color={colour} />
            <T x={cx} y={738} size={11} weight={i === active ? 700 : 500} fill={colour} anchor="middle">
              {tab.label}
            </T>
          </g>
        );
      })}
    </g>
  );
}

/** « La disposition des fenêtres autour de vous » */
const layout: Screen = (theme) => {
  const cx = W / 2;
  const cy = 360;
  const windows = [
    { angle: -160, label: "Mails", colour: "#0ea5e9" },
    { angle: -125, label: "Maquette", colour: "#8b5cf6" },
    { angle: -90, label: "Document", colour: "#f8fafc" },
    { angle: -55, label: "Tableau", colour: "#10b981" },
    { angle: -20, label: "Visio", colour: "#f59e0b" },
  ];
  return (
    <Phone statusLight background={night}>
      <AppBar title="Projet Horizon" subtitle="Disposition" theme={{ ...theme, strong: night }} left="back" />
      {[150, 110, 70].map((r) => (
        <circle key={r} cx={cx} cy={cy} r={r} fill="none" stroke="#1e293b" strokeWidth="2" strokeDasharray="4 6" />
      ))}
      <path
        d={`M${cx} ${cy}L${cx - 120} ${cy - 150}A190 190 0 0 1 ${cx + 120} ${cy - 150}Z`}
        fill={theme.mid}
        opacity="0.12"
      />
      {windows.map((window) => {
        const rad = (window.angle * Math.PI) / 180;
        const x = cx + Math.cos(rad) * 140;
        const y = cy + Math.sin(rad) * 140;
        return (
          <g key={window.label}>
            <rect
              x={x - 28}
              y={y - 7}
              width="56"
              height="14"
              rx="4"
              fill={window.colour}
              transform={`rotate(${window.angle + 90} ${x} ${y})`}
            />
            <T x={x} y={y - 26} size={11} weight={600} fill="#cbd5e1" anchor="middle">
              {window.label}
            </T>
          </g>
        );
      })}
      <circle cx={cx} cy={cy} r="22" fill={theme.strong} />
      <Icon name="user" x={cx - 12} y={cy - 12} color={white} />
      <rect x="20" y="540" width={W - 40} height="130" rx="18" fill="#111a2e" stroke="#1e293b" />
      <T x={36} y={570} size={15} weight={700} fill={white}>
        Document · Rapport annuel
      </T>
      <T x={36} y={592} size={13} fill="#94a3b8">
        1,2 m devant vous · 140 × 90 cm
      </T>
      {["Rapprocher", "Agrandir", "Fermer"].map((label, i) => (
        <g key={label}>
          <rect x={36 + i * 100} y={610} width="90" height="40" rx="12" fill="#1e293b" />
          <T x={81 + i * 100} y={635} size={13} weight={600} fill={i === 2 ? "#fca5a5" : white} anchor="middle">
            {label}
          </T>
        </g>
      ))}
      <TabBarDark active={0} theme={theme} />
    </Phone>
  );
};

/** « Le mode focus et son minuteur » */
const focus: Screen = (theme) => (
  <Phone statusLight background={night}>
    <AppBar title="Mode focus" theme={{ ...theme, strong: night }} left={null} right={["settings"]} />
    <Pill x={W / 2 - 96} y={112} text="Distractions estompées" fill="#1e293b" color="#93c5fd" size={12} />
    <Ring cx={W / 2} cy={286} r={106} value={0.62} color={theme.mid} width={16} track="#1e293b" />
    <T x={W / 2} y={290} size={48} weight={700} fill={white} anchor="middle">
      15:42
    </T>
    <T x={W / 2} y={320} size={14} fill="#94a3b8" anchor="middle">
      Session 2 sur 4
    </T>
    {[
      ["Notifications", "Masquées jusqu'à la pause"],
      ["Fenêtres hors sujet", "Estompées à 20 %"],
    ].map(([title, subtitle], i) => (
      <g key={title}>
        <rect x="20" y={440 + i * 72} width={W - 40} height="62" rx="16" fill="#111a2e" stroke="#1e293b" />
        <T x={36} y={466 + i * 72} size={15} weight={600} fill={white}>
          {title}
        </T>
        <T x={36} y={486 + i * 72} size={13} fill="#94a3b8">
          {subtitle}
        </T>
        <Toggle x={W - 82} y={457 + i * 72} on theme={theme} />
      </g>
    ))}
    <Button
      x={20}
      y={604}
      w={(W - 52) / 2}
      h={52}
      text="Pause"
      theme={{ ...theme, light: "#1e293b", dark: white }}
      variant="soft"
    />
    <Button x={32 + (W - 52) / 2} y={604} w={(W - 52) / 2} h={52} text="Terminer" theme={theme} />
    <TabBarDark active={1} theme={theme} />
  </Phone>
);

const tabsOpen = [
  ["Rapport annuel 2025 – Docs", "docs.novadis.fr", "#3b82f6"],
  ["Maquettes v3 – Studio", "studio.novadis.fr", "#8b5cf6"],
  ["Tableau de suivi", "suivi.novadis.fr", "#10b981"],
  ["Météo Lyon", "meteo.fr", "#0ea5e9"],
] as const;

/** « Les onglets et favoris synchronisés » */
const browser: Screen = (theme) => (
  <Phone>
    <AppBar title="Navigateur" theme={theme} left={null} right={["refresh"]} light />
    <rect x="20" y="100" width={W - 40} height="40" rx="12" fill={line} />
    {["Onglets", "Favoris", "Historique"].map((label, i) => {
      const w = (W - 48) / 3;
      return (
        <g key={label}>
          {i === 0 ? <rect x={24 + i * w} y="104" width={w} height="32" rx="9" fill={white} /> : null}
          <T
            x={24 + i * w + w / 2}
            y={125}
            size={13}
            weight={i === 0 ? 700 : 500}
            fill={i === 0 ? ink : muted}
            anchor="middle"
          >
            {label}
          </T>
        </g>
      );
    })}
    <Icon name="headset" x={20} y={160} size={20} color={theme.strong} />
    <T x={48} y={175} size={13} weight={700} fill={theme.strong}>
      Casque · 4 onglets ouverts
    </T>
    {tabsOpen.map(([title, host, colour], i) => (
      <Row
        key={title}
        y={190 + i * 62}
        title={title}
        subtitle={host}
        leading={<IconTile x={20} y={198 + i * 62} icon="globe" fill={colour} color={white} />}
        trailing={<Icon name="share" x={W - 42} y={206 + i * 62} size={20} color={muted} />}
      />
    ))}
    <Icon name="laptop" x={20} y={460} size={20} color={theme.strong} />
    <T x={48} y={475} size={13} weight={700} fill={theme.strong}>
      Ordinateur · 2 onglets ouverts
    </T>
    {[
      ["Boîte de réception", "mail.novadis.fr", "#0ea5e9"],
      ["Agenda de l'équipe", "agenda.novadis.fr", "#f59e0b"],
    ].map(([title, host, colour], i) => (
      <Row
        key={title}
        y={490 + i * 62}
        title={title ?? ""}
        subtitle={host}
        leading={<IconTile x={20} y={498 + i * 62} icon="globe" fill={colour ?? ""} color={white} />}
        trailing={<Icon name="share" x={W - 42} y={506 + i * 62} size={20} color={muted} />}
      />
    ))}
    <TabBar tabs={[...tabs]} active={2} theme={theme} />
  </Phone>
);

/** « Le casque et l'ordinateur reliés » */
const devices: Screen = (theme) => (
  <Phone>
    <AppBar title="Appareils" theme={theme} left={null} light />
    <Card x={20} y={100} w={W - 40} h={206}>
      <rect x="20" y="100" width={W - 40} height="120" rx="16" fill={theme.light} />
      <rect x="20" y="200" width={W - 40} height="20" fill={theme.light} />
      <path
        d="M118 134h124q12 0 12 12v30q0 12-12 12h-34l-14-14q-6-6-12 0l-14 14h-50q-12 0-12-12v-30q0-12 12-12z"
        fill={ink}
      />
      <rect x="126" y="144" width="46" height="28" rx="10" fill="#1e3a8a" />
      <rect x="188" y="144" width="46" height="28" rx="10" fill="#1e3a8a" />
      <T x={36} y={250} size={16} weight={700}>
        Casque de Julien
      </T>
      <circle cx={40} cy={272} r="5" fill={good} />
      <T x={52} y={277} size={13} fill={muted}>
        Connecté · batterie 78 %
      </T>
      <rect x={W - 92} y={262} width="56" height="8" rx="4" fill={line} />
      <rect x={W - 92} y={262} width="44" height="8" rx="4" fill={good} />
    </Card>
    <Row
      y={322}
      title="MacBook de Julien"
      subtitle="Synchronisé il y a 1 min"
      leading={<IconTile x={20} y={330} icon="laptop" fill={theme.light} color={theme.dark} />}
      trailing={<Icon name="check" x={W - 44} y={338} color={good} />}
    />
    <Row
      y={386}
      title="Téléphone"
      subtitle="Cet appareil"
      leading={<IconTile x={20} y={394} icon="phone" fill={theme.light} color={theme.dark} />}
      trailing={<Icon name="check" x={W - 44} y={402} color={good} />}
    />
    <Heading y={486} text="Synchroniser" />
    {[
      ["Espaces et disposition", true],
      ["Onglets et favoris", true],
      ["Fichiers récents", false],
    ].map(([label, on], i) => (
      <Row
        key={String(label)}
        y={500 + i * 56}
        title={String(label)}
        trailing={<Toggle x={W - 66} y={500 + i * 56 + 12} on={Boolean(on)} theme={theme} />}
      />
    ))}
    <TabBar tabs={[...tabs]} active={3} theme={theme} />
  </Phone>
);

/** « Le bilan de concentration de la semaine » */
const report: Screen = (theme) => (
  <Phone>
    <AppBar title="Bilan de la semaine" theme={theme} left="back" light />
    <T x={20} y={126} size={13} fill={muted}>
      Temps de concentration
    </T>
    <T x={20} y={162} size={34} weight={800}>
      14 h 20
    </T>
    <Pill x={W - 20} y={136} text="+2 h 05" fill="#dcfce7" color="#15803d" size={13} anchor="end" />
    <Card x={20} y={184} w={W - 40} h={220}>
      <Bars
        x={32}
        y={204}
        w={W - 64}
        h={150}
        values={[2.5, 3.2, 1.8, 3.6, 3.1, 0.2, 0]}
        labels={["L", "M", "M", "J", "V", "S", "D"]}
        theme={theme}
        highlight={4}
      />
    </Card>
    {[
      ["Sessions terminées", "23", "timer"],
      ["Plus longue session", "1 h 50", "trophy"],
      ["Distractions évitées", "61", "bell"],
    ].map(([label, value, icon], i) => (
      <Row
        key={label}
        y={420 + i * 64}
        title={label ?? ""}
        leading={<IconTile x={20} y={428 + i * 64} icon={icon as "timer"} fill={theme.light} color={theme.dark} />}
        trailing={value}
        trailingColor={ink}
      />
    ))}
    <TabBar tabs={[...tabs]} active={1} theme={theme} />
  </Phone>
);

export const focalisScreens: Screen[] = [workspaces, layout, focus, browser, devices, report];

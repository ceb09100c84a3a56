import {
  AppBar,
  Button,
  Card,
  good,
  Heading,
  Icon,
  line,
  MapArt,
  muted,
  Phone,
  Pill,
  Progress,
  Ring,
  Row,
  type Screen,
  T,
  TabBar,
  type Theme,
  Toggle,
  W,
  white,
} from "./phone-kit.js";

const tabs = [
  { icon: "car", label: "Découvrir" },
  { icon: "heart", label: "Favoris" },
  { icon: "bell", label: "Alertes" },
  { icon: "user", label: "Profil" },
] as const;

/** A car in profile, flat, scaled to `w` (drawn on a 200 × 80 grid). */
function Car({ x, y, w, colour }: { x: number; y: number; w: number; colour: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${w / 200})`}>
      <ellipse cx="102" cy="78" rx="92" ry="5" fill="#0f172a" opacity="0.12" />
      <path d="M8 62V47q2-9 16-11l34-4 24-18q6-4 18-4h40q10 0 18 8l18 16q16 2 18 12v16z" fill={colour} />
      <path d="M66 32l20-16h28v16zM120 16h20q6 0 10 6l10 10h-40z" fill="#dbeafe" />
      <path d="M117 14v48M62 40h124" stroke="#0f172a" strokeOpacity="0.15" strokeWidth="2" fill="none" />
      <rect x="180" y="42" width="12" height="5" rx="2" fill="#fde68a" />
      <rect x="8" y="44" width="8" height="5" rx="2" fill="#fca5a5" />
      {[50, 156].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="62" r="16" fill="#1f2937" />
          <circle cx={cx} cy="62" r="7" fill="#cbd5e1" />
        </g>
      ))}
    </g>
  );
}

/** « Le questionnaire sur vos trajets et votre budget » */
const questionnaire: Screen = (theme) => (
  <Phone>
    <AppBar title="Votre profil" theme={theme} left="back" light />
    <T x={20} y={116} size={13} weight={600} fill={theme.strong}>
      Étape 3 sur 5
    </T>
    <Progress x={20} y={126} w={W - 40} value={0.6} color={theme.strong} />
    <T x={20} y={176} size={21} weight={800}>
      Combien de kilomètres
    </T>
    <T x={20} y={202} size={21} weight={800}>
      roulez-vous par an ?
    </T>
    {["Moins de 10 000 km", "10 000 à 20 000 km", "Plus de 20 000 km"].map((label, i) => {
      const y = 226 + i * 64;
      const selected = i === 1;
      return (
        <g key={label}>
          <rect
            x="20"
            y={y}
            width={W - 40}
            height="52"
            rx="14"
            fill={selected ? theme.light : white}
            stroke={selected ? theme.strong : line}
            strokeWidth={selected ? 2 : 1}
          />
          <circle
            cx="46"
            cy={y + 26}
            r="10"
            fill={white}
            stroke={selected ? theme.strong : "#94a3b8"}
            strokeWidth="2"
          />
          {selected ? <circle cx="46" cy={y + 26} r="5.5" fill={theme.strong} /> : null}
          <T x={68} y={y + 31} size={15} weight={600} fill={selected ? theme.dark : undefined}>
            {label}
          </T>
        </g>
      );
    })}
    <Heading y={450} text="Votre budget" />
    <T x={W - 20} y={450} size={15} weight={700} fill={theme.strong} anchor="end">
      18 000 €
    </T>
    <rect x="20" y="472" width={W - 40} height="6" rx="3" fill={line} />
    <rect x="20" y="472" width={(W - 40) * 0.58} height="6" rx="3" fill={theme.strong} />
    <circle cx={20 + (W - 40) * 0.58} cy="475" r="12" fill={white} stroke={theme.strong} strokeWidth="3" />
    <T x={20} y={506} size={12} fill={muted}>
      5 000 €
    </T>
    <T x={W - 20} y={506} size={12} fill={muted} anchor="end">
      30 000 €
    </T>
    <Heading y={548} text="Vos trajets" />
    <Pill x={20} y={562} text="Domicile-travail" fill={theme.strong} color={white} size={13} />
    <Pill x={180} y={562} text="Famille" fill={theme.strong} color={white} size={13} />
    <Pill x={20} y={600} text="Vacances" fill={white} color={muted} size={13} />
    <Pill x={118} y={600} text="Ville" fill={white} color={muted} size={13} />
    <Button x={20} y={680} w={W - 40} text="Continuer" theme={theme} />
  </Phone>
);

/** One listing's card, as the swipe deck shows it. */
function ListingCard({ theme, y }: { theme: Theme; y: number }) {
  return (
    <g>
      <rect x="32" y={y - 14} width={W - 64} height="420" rx="22" fill={white} stroke={line} />
      <rect x="20" y={y} width={W - 40} height="440" rx="22" fill={white} stroke={line} />
      <rect x="20" y={y} width={W - 40} height="250" rx="22" fill={theme.light} />
      <rect x="20" y={y + 200} width={W - 40} height="50" fill={theme.light} />
      <circle cx={W - 70} cy={y + 70} r="44" fill={white} opacity="0.5" />
      <Car x={46} y={y + 96} w={W - 92} colour="#475569" />
      <Pill x={36} y={y + 16} text="94 % compatible" fill={good} color={white} size={13} />
      <T x={36} y={y + 288} size={22} weight={800}>
        Peugeot 308 SW
      </T>
      <T x={36} y={y + 314} size={14} fill={muted}>
        2021 · 48 200 km · Diesel · Manuelle
      </T>
      <T x={36} y={y + 352} size={24} weight={800} fill={theme.dark}>
        17 490 €
      </T>
      <Icon name="pin" x={36} y={y + 372} size={18} color={muted} />
      <T x={60} y={y + 386} size={13} fill={muted}>
        Villeurbanne · à 6 km · Professionnel
      </T>
      <T x={36} y={y + 418} size={13} weight={600} fill={theme.strong}>
        Coût estimé : 498 € / mois sur 5 ans
      </T>
    </g>
  );
}

/** « Les annonces à faire glisser » */
const swipe: Screen = (theme) => (
  <Phone>
    <AppBar title="AutoMatch" theme={theme} left={null} right={["filter"]} light />
    <ListingCard theme={theme} y={112} />
    {[
      { cx: 100, icon: "plus", colour: "#ef4444", rotate: 45 },
      { cx: 180, icon: "star", colour: "#f59e0b", rotate: 0 },
      { cx: 260, icon: "heart", colour: good, rotate: 0 },
    ].map((action) => (
      <g key={action.cx}>
        <circle cx={action.cx} cy={612} r="28" fill={white} stroke={line} />
        <g transform={`rotate(${action.rotate} ${action.cx} 612)`}>
          <Icon
            name={action.icon as "plus"}
            x={action.cx - 13}
            y={599}
            size={26}
            color={action.colour}
            strokeWidth={2.5}
          />
        </g>
      </g>
    ))}
    <TabBar tabs={[...tabs]} active={0} theme={theme} />
  </Phone>
);

const criteria: [string, number][] = [
  ["Budget", 1],
  ["Espace pour la famille", 0.96],
  ["Consommation", 0.9],
  ["Trajets quotidiens", 0.88],
  ["Équipements souhaités", 0.78],
];

/** « Le score de compatibilité d'un véhicule » */
const score: Screen = (theme) => (
  <Phone>
    <AppBar title="Peugeot 308 SW" theme={theme} left="back" right={["heart"]} light />
    <Ring cx={W / 2} cy={190} r={64} value={0.94} color={good} width={14} />
    <T x={W / 2} y={200} size={34} weight={800} anchor="middle">
      94 %
    </T>
    <T x={W / 2} y={288} size={15} weight={600} fill={good} anchor="middle">
      Excellente correspondance
    </T>
    <Card x={20} y={306} w={W - 40} h={236}>
      {criteria.map(([label, value], i) => (
        <g key={label}>
          <T x={36} y={336 + i * 44} size={14} weight={600}>
            {label}
          </T>
          <T x={W - 36} y={336 + i * 44} size={13} weight={700} fill={theme.dark} anchor="end">
            {`${Math.round(value * 100)} %`}
          </T>
          <Progress x={36} y={346 + i * 44} w={W - 72} value={value} color={theme.strong} h={7} />
        </g>
      ))}
    </Card>
    {["Un seul propriétaire", "Entretien suivi en concession", "Contrôle technique vierge"].map((text, i) => (
      <g key={text}>
        <Icon name="check" x={22} y={560 + i * 30} size={20} color={good} strokeWidth={2.5} />
        <T x={52} y={575 + i * 30} size={14}>
          {text}
        </T>
      </g>
    ))}
    <Button x={20} y={680} w={W - 40} text="Contacter le vendeur" icon="message" theme={theme} />
  </Phone>
);

const comparison = [
  ["Prix", "17 490 €", "18 900 €", 0],
  ["Année", "2021", "2021", -1],
  ["Kilométrage", "48 200 km", "39 500 km", 1],
  ["Coffre", "608 L", "640 L", 1],
  ["Consommation", "4,8 L/100", "5,1 L/100", 0],
  ["Coût sur 5 ans", "29 860 €", "31 240 €", 0],
  ["Compatibilité", "94 %", "91 %", 0],
] as const;

/** « La comparaison de deux modèles » */
const compare: Screen = (theme) => (
  <Phone>
    <AppBar title="Comparer" theme={theme} left="back" light />
    {[
      { x: 20, name: "Peugeot 308 SW", colour: "#475569" },
      { x: 186, name: "Škoda Octavia", colour: "#b91c1c" },
    ].map((car) => (
      <Card key={car.name} x={car.x} y={100} w={154} h={132}>
        <rect x={car.x} y={100} width="154" height="78" rx="16" fill={theme.light} />
        <Car x={car.x + 12} y={116} w={130} colour={car.colour} />
        <T x={car.x + 77} y={204} size={13} weight={700} anchor="middle">
          {car.name}
        </T>
        <T x={car.x + 77} y={222} size={12} fill={muted} anchor="middle">
          {car.x === 20 ? "Diesel · 130 ch" : "Essence · 150 ch"}
        </T>
      </Card>
    ))}
    {comparison.map(([label, left, right, best], i) => {
      const y = 256 + i * 58;
      return (
        <g key={label}>
          <T x={W / 2} y={y + 16} size={12} fill={muted} anchor="middle">
            {label}
          </T>
          {[left, right].map((value, side) => (
            <g key={side ? "right" : "left"}>
              {best === side ? (
                <rect x={side ? 198 : 32} y={y + 24} width="130" height="28" rx="10" fill="#dcfce7" />
              ) : null}
              <T
                x={side ? 263 : 97}
                y={y + 44}
                size={15}
                weight={700}
                fill={best === side ? "#15803d" : undefined}
                anchor="middle"
              >
                {value}
              </T>
            </g>
          ))}
          <rect x="20" y={y + 57} width={W - 40} height="1" fill={line} />
        </g>
      );
    })}
  </Phone>
);

const costs = [
  ["Achat", 17490, "#c2410c"],
  ["Carburant", 6120, "#f97316"],
  ["Entretien", 2850, "#fdba74"],
  ["Assurance", 2700, "#0ea5e9"],
  ["Carte grise et divers", 700, "#94a3b8"],
] as const;

/** « Le coût total sur cinq ans » */
const totalCost: Screen = (theme) => {
  const total = costs.reduce((sum, [, amount]) => sum + amount, 0);
  const r = 76;
  const circumference = 2 * Math.PI * r;
  let offset = 0;
  return (
    <Phone>
      <AppBar title="Coût sur 5 ans" theme={theme} left="back" light />
      <T x={W / 2} y={126} size={14} fill={muted} anchor="middle">
        Peugeot 308 SW · 15 000 km par an
      </T>
      <circle cx={W / 2} cy={250} r={r} fill="none" stroke={line} strokeWidth="26" />
      {costs.map(([label, amount, colour]) => {
        const length = (amount / total) * circumference;
        const dash = (
          <circle
            key={label}
            cx={W / 2}
            cy={250}
            r={r}
            fill="none"
            stroke={colour}
            strokeWidth="26"
            strokeDasharray={`${(length - 2).toFixed(1)} ${circumference.toFixed(1)}`}
            strokeDashoffset={(-offset).toFixed(1)}
            transform={`rotate(-90 ${W / 2} 250)`}
          />
        );
        offset += length;
        return dash;
      })}
      <T x={W / 2} y={250} size={24} weight={800} anchor="middle">
        29 860 €
      </T>
      <T x={W / 2} y={272} size={13} fill={muted} anchor="middle">
        soit 498 € / mois
      </T>
      <Card x={20} y={362} w={W - 40} h={292}>
        {costs.map(([label, amount, colour], i) => (
          <Row
            key={label}
            x={36}
            w={W - 72}
            y={368 + i * 56}
            title={label}
            leading={<circle cx={46} cy={368 + i * 56 + 24} r="7" fill={colour} />}
            trailing={`${amount.toLocaleString("fr-FR").replace(/\u202f/g, " ")} €`}
            trailingColor="#0f172a"
            divider={i < costs.length - 1}
          />
        ))}
      </Card>
      <T x={20} y={690} size={12} fill={muted}>
        Estimation selon vos trajets et les prix moyens
      </T>
      <T x={20} y={708} size={12} fill={muted}>
        du carburant en Auvergne-Rhône-Alpes.
      </T>
    </Phone>
  );
};

/** « Les alertes près de chez vous » */
const alerts: Screen = (theme) => (
  <Phone>
    <AppBar title="Alertes" theme={theme} left={null} right={["settings"]} light />
    <MapArt
      x={0}
      y={85}
      w={W}
      h={200}
      pins={[
        { x: 120, y: 170, colour: theme.strong },
        { x: 250, y: 230, colour: theme.strong },
        { x: 200, y: 140, colour: "#0ea5e9" },
      ]}
    />
    <circle cx="180" cy="190" r="70" fill={theme.mid} opacity="0.12" stroke={theme.mid} strokeDasharray="6 5" />
    <Card x={20} y={300} w={W - 40} h={92}>
      <Pill x={36} y={314} text="Nouveau · il y a 2 min" fill={theme.light} color={theme.dark} size={11} />
      <T x={36} y={358} size={15} weight={700}>
        Renault Mégane Estate
      </T>
      <T x={36} y={378} size={13} fill={muted}>
        15 900 € · 92 % compatible · à 4 km
      </T>
    </Card>
    <Card x={20} y={404} w={W - 40} h={92}>
      <Pill x={36} y={418} text="Baisse de prix · −600 €" fill="#dcfce7" color="#15803d" size={11} />
      <T x={36} y={462} size={15} weight={700}>
        Toyota Corolla Touring Sports
      </T>
      <T x={36} y={482} size={13} fill={muted}>
        17 300 € · 89 % compatible · à 11 km
      </T>
    </Card>
    <Heading y={530} text="Mes recherches" />
    <Row
      y={544}
      title="Break familial"
      subtitle="Moins de 18 000 € · 30 km"
      leading={<Icon name="car" x={24} y={560} color={theme.strong} />}
      trailing={<Toggle x={W - 66} y={558} on theme={theme} />}
      divider={false}
    />
    <TabBar tabs={[...tabs]} active={2} theme={theme} />
  </Phone>
);

export const automatchScreens: Screen[] = [questionnaire, swipe, score, compare, totalCost, alerts];

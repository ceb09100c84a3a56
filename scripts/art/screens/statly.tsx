import {
  AppBar,
  Avatar,
  Bars,
  Button,
  Card,
  good,
  Heading,
  Icon,
  IconTile,
  ink,
  LineChart,
  Lines,
  muted,
  Phone,
  Pill,
  Progress,
  Row,
  type Screen,
  T,
  TabBar,
  Toggle,
  W,
  warn,
  white,
} from "./phone-kit.js";

const tabs = [
  { icon: "home", label: "Accueil" },
  { icon: "chart", label: "Rapports" },
  { icon: "bell", label: "Alertes" },
  { icon: "user", label: "Compte" },
] as const;

function Kpi({ x, y, label, value, change }: { x: number; y: number; label: string; value: string; change: string }) {
  const down = change.startsWith("−");
  return (
    <Card x={x} y={y} w={(W - 52) / 2} h={84}>
      <T x={x + 14} y={y + 26} size={12} fill={muted}>
        {label}
      </T>
      <T x={x + 14} y={y + 56} size={21} weight={800}>
        {value}
      </T>
      <T x={x + 14} y={y + 74} size={12} weight={600} fill={down ? "#dc2626" : good}>
        {change}
      </T>
    </Card>
  );
}

/** « Le tableau de bord de la semaine » */
const dashboard: Screen = (theme) => (
  <Phone statusLight>
    <AppBar title="Bonjour Hélène" subtitle="Semaine du 6 au 12 octobre" theme={theme} left={null} right={["share"]} />
    {[
      ["Chiffre d'affaires", "12 480 €", "+9 %"],
      ["Visites du site", "8 214", "+14 %"],
      ["Commandes", "186", "+6 %"],
      ["Abonnés", "3 402", "−1 %"],
    ].map(([label, value, change], i) => (
      <Kpi
        key={label}
        x={20 + (i % 2) * ((W - 52) / 2 + 12)}
        y={116 + Math.floor(i / 2) * 96}
        label={label ?? ""}
        value={value ?? ""}
        change={change ?? ""}
      />
    ))}
    <Card x={20} y={316} w={W - 40} h={220}>
      <T x={36} y={344} size={15} weight={700}>
        Chiffre d'affaires
      </T>
      <circle cx={W - 150} cy={340} r="4" fill={theme.strong} />
      <T x={W - 142} y={344} size={11} fill={muted}>
        Cette sem.
      </T>
      <rect x={W - 80} y={339} width="10" height="2" fill="#94a3b8" />
      <T x={W - 66} y={344} size={11} fill={muted}>
        Préc.
      </T>
      <LineChart
        x={36}
        y={366}
        w={W - 72}
        h={130}
        values={[1.4, 1.6, 1.5, 1.9, 2.1, 2.6, 2.4]}
        color="#94a3b8"
        area={false}
        dashed
      />
      <LineChart x={36} y={366} w={W - 72} h={130} values={[1.5, 1.7, 1.9, 2.0, 2.3, 3.1, 2.9]} color={theme.strong} />
      {["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."].map((day, i) => (
        <T key={day} x={36 + (i * (W - 72)) / 6} y={520} size={10} fill={muted} anchor="middle">
          {day}
        </T>
      ))}
    </Card>
    <Heading y={568} text="Sources connectées" />
    {[
      ["Site web", "globe"],
      ["Boutique", "wallet"],
      ["Réseaux", "users"],
      ["Factures", "copy"],
    ].map(([label, icon], i) => (
      <g key={label}>
        <IconTile x={20 + i * 84} y={582} icon={icon as "globe"} fill={theme.light} color={theme.dark} size={36} />
        <T x={38 + i * 84} y={636} size={11} fill={muted} anchor="middle">
          {label}
        </T>
      </g>
    ))}
    <TabBar tabs={[...tabs]} active={0} theme={theme} />
  </Phone>
);

/** « Les ventes de la boutique en ligne » */
const sales: Screen = (theme) => (
  <Phone>
    <AppBar title="Boutique en ligne" theme={theme} left="back" right={["filter"]} light />
    <T x={20} y={124} size={13} fill={muted}>
      Ventes, 6 – 12 octobre
    </T>
    <T x={20} y={160} size={32} weight={800}>
      12 480 €
    </T>
    <Pill x={W - 20} y={136} text="+9 %" fill="#dcfce7" color="#15803d" size={13} anchor="end" />
    <Card x={20} y={180} w={W - 40} h={200}>
      <Bars
        x={32}
        y={200}
        w={W - 64}
        h={140}
        values={[1320, 1510, 1460, 1780, 1940, 2610, 1860]}
        labels={["L", "M", "M", "J", "V", "S", "D"]}
        theme={theme}
        highlight={2}
      />
    </Card>
    <Heading y={414} text="Meilleures ventes" link="Tout voir" theme={theme} />
    {[
      ["Savon au lait d'ânesse", "312 ventes", "2 184 €", "#e0e7ff"],
      ["Coffret découverte", "94 ventes", "2 726 €", "#fce7f3"],
      ["Bougie figuier", "121 ventes", "2 057 €", "#dcfce7"],
      ["Shampoing solide", "208 ventes", "1 872 €", "#fef3c7"],
    ].map(([name, count, amount, colour], i) => (
      <Row
        key={name}
        y={428 + i * 64}
        title={name ?? ""}
        subtitle={count}
        leading={
          <g>
            <rect x="20" y={436 + i * 64} width="40" height="40" rx="10" fill={colour} />
            <circle cx="40" cy={456 + i * 64} r="10" fill={white} opacity="0.8" />
          </g>
        }
        trailing={amount}
        trailingColor={ink}
      />
    ))}
    <TabBar tabs={[...tabs]} active={1} theme={theme} />
  </Phone>
);

/** « L'audience du site web » */
const audience: Screen = (theme) => (
  <Phone>
    <AppBar title="Site web" theme={theme} left="back" light />
    <Card x={20} y={100} w={W - 40} h={196}>
      <T x={36} y={128} size={13} fill={muted}>
        Visites sur 30 jours
      </T>
      <T x={36} y={158} size={26} weight={800}>
        34 870
      </T>
      <T x={160} y={158} size={13} weight={600} fill={good}>
        +14 %
      </T>
      <LineChart
        x={36}
        y={176}
        w={W - 72}
        h={96}
        values={[9, 11, 10, 12, 14, 13, 12, 15, 17, 16, 18, 17, 21, 20, 23]}
        color={theme.strong}
      />
    </Card>
    <Heading y={330} text="D'où viennent vos visiteurs" />
    {[
      ["Moteurs de recherche", 0.46],
      ["Réseaux sociaux", 0.24],
      ["Accès direct", 0.18],
      ["Lettre d'information", 0.12],
    ].map(([label, value], i) => (
      <g key={String(label)}>
        <T x={20} y={364 + i * 44} size={14} weight={600}>
          {String(label)}
        </T>
        <T x={W - 20} y={364 + i * 44} size={13} weight={700} fill={theme.dark} anchor="end">
          {`${Math.round(Number(value) * 100)} %`}
        </T>
        <Progress x={20} y={374 + i * 44} w={W - 40} value={Number(value) / 0.5} color={theme.strong} h={7} />
      </g>
    ))}
    <Heading y={568} text="Pages les plus vues" />
    {[
      ["/boutique/savons", "6 204"],
      ["/coffrets-cadeaux", "4 118"],
      ["/notre-atelier", "2 356"],
    ].map(([page, views], i) => (
      <g key={page}>
        <T x={20} y={600 + i * 30} size={14}>
          {page}
        </T>
        <T x={W - 20} y={600 + i * 30} size={14} weight={600} anchor="end">
          {views}
        </T>
      </g>
    ))}
  </Phone>
);

/** « Les réseaux sociaux » */
const social: Screen = (theme) => (
  <Phone>
    <AppBar title="Réseaux sociaux" theme={theme} left="back" light />
    {[
      ["Instagram", "2 140 abonnés", "+38", "#db2777"],
      ["Facebook", "984 abonnés", "+12", "#2563eb"],
      ["LinkedIn", "278 abonnés", "−3", "#0369a1"],
    ].map(([network, followers, change, colour], i) => (
      <Row
        key={network}
        y={100 + i * 66}
        title={network ?? ""}
        subtitle={followers}
        leading={<IconTile x={20} y={108 + i * 66} icon="users" fill={colour ?? ""} color={white} />}
        trailing={change}
        trailingColor={change?.startsWith("−") ? "#dc2626" : good}
      />
    ))}
    <Heading y={330} text="Publication de la semaine" />
    <Card x={20} y={344} w={W - 40} h={262}>
      <rect x="20" y="344" width={W - 40} height="150" rx="16" fill="#fce7f3" />
      <rect x="20" y="470" width={W - 40} height="24" fill="#fce7f3" />
      <rect x="130" y="384" width="100" height="70" rx="10" fill="#f9a8d4" />
      <rect x="146" y="372" width="68" height="16" rx="6" fill="#f472b6" />
      <circle cx="180" cy="420" r="16" fill={white} opacity="0.8" />
      <T x={36} y={524} size={14} weight={600}>
        Nouveau coffret d'automne
      </T>
      <T x={36} y={546} size={13} fill={muted}>
        Instagram · mercredi 18:30
      </T>
      {[
        ["heart", "486"],
        ["message", "52"],
        ["share", "31"],
      ].map(([icon, value], i) => (
        <g key={icon}>
          <Icon name={icon as "heart"} x={36 + i * 86} y={562} size={20} color={theme.strong} />
          <T x={62 + i * 86} y={578} size={14} weight={700}>
            {value}
          </T>
        </g>
      ))}
    </Card>
    <T x={20} y={640} size={13} fill={muted}>
      Taux d'engagement : 6,8 % (moyenne : 3,1 %)
    </T>
    <TabBar tabs={[...tabs]} active={1} theme={theme} />
  </Phone>
);

/** « Le résumé du lundi » */
const weekly: Screen = (theme) => (
  <Phone statusLight>
    <AppBar title="Votre semaine en bref" subtitle="Lundi 13 octobre, 7:00" theme={theme} left="back" />
    <Card x={20} y={116} w={W - 40} h={178}>
      <T x={36} y={146} size={16} weight={700}>
        Une belle semaine, Hélène !
      </T>
      <Lines
        x={36}
        y={174}
        size={14}
        lines={[
          "Vos ventes progressent de 9 %,",
          "portées par le coffret découverte.",
          "Samedi a été votre meilleure journée",
          "depuis le mois de juin.",
        ]}
      />
      <T x={36} y={278} size={13} weight={600} fill={theme.strong}>
        Voir le détail des ventes
      </T>
    </Card>
    <Card x={20} y={308} w={W - 40} h={128} fill="#fffbeb">
      <IconTile x={36} y={324} icon="alert" fill="#fde68a" color="#92400e" size={36} />
      <T x={84} y={340} size={14} weight={700} fill="#78350f">
        Variation inhabituelle
      </T>
      <Lines
        x={84}
        y={362}
        size={13}
        fill="#92400e"
        lines={["Les visites venues de Facebook", "ont doublé mercredi : votre", "publication a été partagée 31 fois."]}
      />
    </Card>
    <Heading y={470} text="À surveiller" />
    {[
      ["Paniers abandonnés", "23 cette semaine", "+6", warn],
      ["Factures en retard", "2 clients · 640 €", "2", "#dc2626"],
    ].map(([title, subtitle, value, colour], i) => (
      <Row
        key={title}
        y={484 + i * 64}
        title={title ?? ""}
        subtitle={subtitle}
        leading={<IconTile x={20} y={492 + i * 64} icon="bell" fill={theme.light} color={theme.dark} />}
        trailing={value}
        trailingColor={colour}
      />
    ))}
    <TabBar tabs={[...tabs]} active={2} theme={theme} />
  </Phone>
);

/** « Le partage avec l'expert-comptable » */
const sharing: Screen = (theme) => (
  <Phone>
    <AppBar title="Partager" theme={theme} left="back" light />
    <T x={20} y={124} size={14} fill={muted}>
      Tableau de bord « Savonnerie des Monts »
    </T>
    <Heading y={166} text="Personnes invitées" />
    <Row
      y={180}
      title="Marc Lenoir"
      subtitle="Expert-comptable"
      leading={<Avatar cx={40} cy={208} initials="ML" fill="#0ea5e9" />}
      trailing={<Pill x={W - 20} y={194} text="Invité" fill={theme.light} color={theme.dark} size={11} anchor="end" />}
    />
    <Row
      y={244}
      title="Paul Girard"
      subtitle="Associé"
      leading={<Avatar cx={40} cy={272} initials="PG" fill="#f97316" />}
      trailing={<Pill x={W - 20} y={258} text="Actif" fill="#dcfce7" color="#15803d" size={11} anchor="end" />}
    />
    <Heading y={350} text="Ce qu'ils voient" />
    {[
      ["Ventes et facturation", true],
      ["Audience du site", true],
      ["Noms des clients", false],
    ].map(([label, on], i) => (
      <Row
        key={String(label)}
        y={364 + i * 56}
        title={String(label)}
        trailing={<Toggle x={W - 66} y={364 + i * 56 + 12} on={Boolean(on)} theme={theme} />}
      />
    ))}
    <Card x={20} y={548} w={W - 40} h={60}>
      <Icon name="lock" x={36} y={566} size={22} color={theme.strong} />
      <T x={70} y={583} size={13} fill={muted}>
        Accès valable 30 jours, révocable
      </T>
    </Card>
    <Button x={20} y={680} w={W - 40} text="Inviter une personne" icon="plus" theme={theme} />
  </Phone>
);

export const statlyScreens: Screen[] = [dashboard, sales, audience, social, weekly, sharing];

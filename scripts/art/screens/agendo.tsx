import {
  AppBar,
  Avatar,
  Bars,
  Button,
  Card,
  Field,
  Heading,
  Icon,
  Lines,
  line,
  muted,
  Phone,
  Pill,
  Progress,
  Row,
  type Screen,
  surface,
  T,
  TabBar,
  Toggle,
  W,
  white,
} from "./phone-kit.js";

const tabs = [
  { icon: "calendar", label: "Planning" },
  { icon: "users", label: "Clients" },
  { icon: "chart", label: "Statistiques" },
  { icon: "settings", label: "Réglages" },
] as const;

const appointments = [
  { start: 0, length: 1, title: "Coupe + brushing", client: "Julie Martin", time: "09:00 – 10:00" },
  { start: 1.5, length: 1.5, title: "Coloration", client: "Sarah Lopez", time: "10:30 – 12:00" },
  { start: 5, length: 0.5, title: "Taille de barbe", client: "Karim Haddad", time: "14:00 – 14:30" },
  { start: 6, length: 1, title: "Coupe enfant", client: "Léo Bernard", time: "15:00 – 16:00" },
];

/** « Le planning de la journée » */
const planning: Screen = (theme) => {
  const hour = 62;
  const top = 196;
  return (
    <Phone statusLight>
      <AppBar title="Aujourd'hui" subtitle="Mardi 14 octobre" theme={theme} right={["plus", "search"]} />
      <rect y="100" width={W} height="76" fill={white} />
      {["L", "M", "M", "J", "V", "S", "D"].map((day, i) => {
        const x = 28 + i * 49;
        const selected = i === 1;
        return (
          <g key={`${day}-${x}`}>
            <T x={x + 2} y={124} size={12} fill={muted} anchor="middle">
              {day}
            </T>
            {selected ? <circle cx={x + 2} cy={150} r="17" fill={theme.strong} /> : null}
            <T
              x={x + 2}
              y={156}
              size={15}
              weight={selected ? 700 : 500}
              fill={selected ? white : undefined}
              anchor="middle"
            >
              {String(13 + i)}
            </T>
          </g>
        );
      })}
      <rect y="176" width={W} height="1" fill={line} />
      {["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"].map((time, i) => (
        <g key={time}>
          <T x={20} y={top + i * hour + 4} size={12} fill={muted}>
            {time}
          </T>
          <rect x="72" y={top + i * hour} width={W - 92} height="1" fill={line} />
        </g>
      ))}
      {appointments.map((appointment) => {
        const y = top + appointment.start * hour + 3;
        const h = appointment.length * hour - 6;
        return (
          <g key={appointment.client}>
            <rect x="76" y={y} width={W - 96} height={h} rx="10" fill={theme.light} />
            <rect x="76" y={y} width="5" height={h} rx="2.5" fill={theme.strong} />
            <T x={92} y={y + 20} size={14} weight={700} fill={theme.dark}>
              {appointment.title}
            </T>
            {h > 40 ? (
              <T x={92} y={y + 38} size={12} fill={theme.dark}>
                {`${appointment.client} · ${appointment.time}`}
              </T>
            ) : null}
          </g>
        );
      })}
      <rect
        x="76"
        y={top + 3 * hour + 3}
        width={W - 96}
        height={hour - 6}
        rx="10"
        fill={surface}
        stroke={line}
        strokeDasharray="5 4"
      />
      <T x={92} y={top + 3 * hour + 34} size={13} fill={muted}>
        Pause déjeuner
      </T>
      <rect x="64" y={top + 4.4 * hour} width={W - 84} height="2" fill="#ef4444" />
      <circle cx="66" cy={top + 4.4 * hour + 1} r="5" fill="#ef4444" />
      <TabBar tabs={[...tabs]} active={0} theme={theme} />
    </Phone>
  );
};

const slots = ["09:00", "09:45", "10:30", "11:15", "14:00", "14:45", "15:30", "16:15", "17:00"];

/** « La page de réservation en ligne » */
const booking: Screen = (theme) => (
  <Phone>
    <AppBar title="Réserver" theme={theme} left="back" light />
    <Card x={20} y={100} w={W - 40} h={84}>
      <Avatar cx={58} cy={142} r={24} initials="SE" fill={theme.strong} />
      <T x={94} y={134} size={16} weight={700}>
        Salon Élise
      </T>
      <T x={94} y={155} size={13} fill={muted}>
        Coiffure · Lyon 6e
      </T>
      <Icon name="star" x={94} y={161} size={14} color="#f59e0b" />
      <T x={112} y={173} size={12} fill={muted}>
        4,9 · 312 avis
      </T>
    </Card>
    <Heading y={218} text="Prestation" />
    <Card x={20} y={232} w={W - 40} h={64} fill={theme.light}>
      <T x={36} y={258} size={15} weight={700} fill={theme.dark}>
        Coupe + brushing
      </T>
      <T x={36} y={279} size={13} fill={theme.dark}>
        45 min
      </T>
      <T x={W - 36} y={268} size={16} weight={700} fill={theme.dark} anchor="end">
        38 €
      </T>
    </Card>
    <Heading y={330} text="Octobre" />
    {[
      ["mar.", "14"],
      ["mer.", "15"],
      ["jeu.", "16"],
      ["ven.", "17"],
      ["sam.", "18"],
    ].map(([day, date], i) => {
      const x = 20 + i * 65;
      const selected = i === 2;
      return (
        <g key={date}>
          <rect
            x={x}
            y={344}
            width="56"
            height="64"
            rx="14"
            fill={selected ? theme.strong : white}
            stroke={selected ? "none" : line}
          />
          <T x={x + 28} y={368} size={12} fill={selected ? white : muted} anchor="middle">
            {day}
          </T>
          <T x={x + 28} y={394} size={18} weight={700} fill={selected ? white : undefined} anchor="middle">
            {date}
          </T>
        </g>
      );
    })}
    <Heading y={442} text="Créneaux disponibles" />
    {slots.map((slot, i) => {
      const x = 20 + (i % 3) * 108;
      const y = 456 + Math.floor(i / 3) * 54;
      const taken = i === 2 || i === 6;
      const selected = i === 3;
      return (
        <g key={slot}>
          <rect
            x={x}
            y={y}
            width="96"
            height="42"
            rx="12"
            fill={selected ? theme.light : taken ? surface : white}
            stroke={selected ? theme.strong : line}
            strokeWidth={selected ? 2 : 1}
          />
          <T
            x={x + 48}
            y={y + 26}
            size={15}
            weight={600}
            fill={taken ? "#94a3b8" : selected ? theme.dark : undefined}
            anchor="middle"
          >
            {slot}
          </T>
          {taken ? <rect x={x + 24} y={y + 21} width="48" height="1.5" fill="#94a3b8" /> : null}
        </g>
      );
    })}
    <rect y="640" width={W} height="120" fill={white} />
    <rect y="640" width={W} height="1" fill={line} />
    <T x={20} y={668} size={13} fill={muted}>
      Jeudi 16 octobre à 11:15 · acompte 10 €
    </T>
    <Button x={20} y={684} w={W - 40} text="Confirmer le rendez-vous" theme={theme} />
  </Phone>
);

/** « Le rendez-vous confirmé et ses rappels » */
const confirmed: Screen = (theme) => (
  <Phone>
    <AppBar title="" theme={theme} left="back" light />
    <circle cx={W / 2} cy={160} r="44" fill={theme.light} />
    <circle cx={W / 2} cy={160} r="30" fill={theme.strong} />
    <Icon name="check" x={W / 2 - 16} y={144} size={32} color={white} strokeWidth={3} />
    <T x={W / 2} y={240} size={22} weight={800} anchor="middle">
      Rendez-vous confirmé
    </T>
    <T x={W / 2} y={266} size={15} fill={muted} anchor="middle">
      Jeudi 16 octobre à 11:15
    </T>
    <Card x={20} y={292} w={W - 40} h={178}>
      <Row x={36} w={W - 72} y={300} title="Coupe + brushing" subtitle="45 min avec Élise" trailing="38 €" />
      <Row
        x={36}
        w={W - 72}
        y={358}
        title="Salon Élise"
        subtitle="12 rue Vauban, Lyon 6e"
        trailing={<Icon name="map" x={W - 60} y={368} color={theme.strong} />}
      />
      <Row
        x={36}
        w={W - 72}
        y={416}
        title="Acompte payé"
        subtitle="Solde de 28 € sur place"
        trailing="10 €"
        divider={false}
      />
    </Card>
    <Heading y={504} text="Rappels" />
    <Card x={20} y={518} w={W - 40} h={120}>
      <Icon name="message" x={36} y={538} color={theme.strong} />
      <T x={72} y={548} size={14} weight={600}>
        SMS la veille à 18:00
      </T>
      <Toggle x={W - 82} y={532} on theme={theme} />
      <rect x={72} y={578} width={W - 108} height="1" fill={line} />
      <Icon name="mail" x={36} y={596} color={theme.strong} />
      <T x={72} y={606} size={14} weight={600}>
        E-mail 2 h avant
      </T>
      <Toggle x={W - 82} y={590} on theme={theme} />
    </Card>
    <Button x={20} y={660} w={(W - 52) / 2} text="Calendrier" icon="calendar" theme={theme} variant="soft" />
    <Button x={32 + (W - 52) / 2} y={660} w={(W - 52) / 2} text="Modifier" theme={theme} variant="outline" />
  </Phone>
);

const clients = [
  { initials: "CB", name: "Claire Besson", detail: "4 visites · le 28 sept.", colour: "#0ea5e9" },
  { initials: "KH", name: "Karim Haddad", detail: "9 visites · aujourd'hui", colour: "#f97316", loyal: true },
  { initials: "JM", name: "Julie Martin", detail: "12 visites · aujourd'hui", colour: "#ec4899", loyal: true },
  { initials: "LB", name: "Léo Bernard", detail: "2 visites · aujourd'hui", colour: "#10b981" },
  { initials: "SL", name: "Sarah Lopez", detail: "7 visites · le 2 oct.", colour: "#8b5cf6" },
  { initials: "NT", name: "Nicolas Thomas", detail: "1 visite · le 30 sept.", colour: "#64748b" },
  { initials: "EV", name: "Emma Vidal", detail: "5 visites · le 11 oct.", colour: "#14b8a6" },
];

/** « Les fiches clients » */
const clientList: Screen = (theme) => (
  <Phone statusLight>
    <AppBar title="Clients" subtitle="248 fiches" theme={theme} right={["plus"]} />
    <Field x={20} y={116} w={W - 40} text="Rechercher un client" icon="search" />
    {["Tous", "Fidèles", "Nouveaux", "À relancer"].map((label, i) => {
      const x = [20, 82, 162, 262][i] ?? 20;
      return (
        <Pill
          key={label}
          x={x}
          y={178}
          text={label}
          fill={i === 0 ? theme.strong : white}
          color={i === 0 ? white : muted}
        />
      );
    })}
    {clients.map((client, i) => (
      <Row
        key={client.name}
        y={222 + i * 64}
        title={client.name}
        subtitle={client.detail}
        leading={<Avatar cx={40} cy={222 + i * 64 + 28} initials={client.initials} fill={client.colour} />}
        trailing={
          client.loyal ? (
            <Pill
              x={W - 20}
              y={222 + i * 64 + 14}
              text="Fidèle"
              fill={theme.light}
              color={theme.dark}
              size={11}
              anchor="end"
            />
          ) : (
            <Icon name="chevron" x={W - 40} y={222 + i * 64 + 16} size={20} color={muted} />
          )
        }
      />
    ))}
    <TabBar tabs={[...tabs]} active={1} theme={theme} />
  </Phone>
);

/** « Les statistiques de fréquentation » */
const statistics: Screen = (theme) => (
  <Phone statusLight>
    <AppBar title="Statistiques" theme={theme} />
    <rect x="20" y="100" width={W - 40} height="40" rx="12" fill={line} />
    {["Semaine", "Mois", "Année"].map((label, i) => {
      const w = (W - 48) / 3;
      return (
        <g key={label}>
          {i === 1 ? <rect x={24 + i * w} y="104" width={w} height="32" rx="9" fill={white} /> : null}
          <T
            x={24 + i * w + w / 2}
            y={125}
            size={13}
            weight={i === 1 ? 700 : 500}
            fill={i === 1 ? undefined : muted}
            anchor="middle"
          >
            {label}
          </T>
        </g>
      );
    })}
    {[
      ["Rendez-vous", "86", "+12 %"],
      ["Présence", "96 %", "+3 pts"],
      ["Chiffre d'affaires", "3 240 €", "+8 %"],
      ["Nouveaux clients", "14", "+5"],
    ].map(([label, value, change], i) => {
      const x = 20 + (i % 2) * ((W - 52) / 2 + 12);
      const y = 156 + Math.floor(i / 2) * 96;
      return (
        <Card key={label} x={x} y={y} w={(W - 52) / 2} h={84}>
          <T x={x + 14} y={y + 26} size={12} fill={muted}>
            {label}
          </T>
          <T x={x + 14} y={y + 56} size={22} weight={800}>
            {value}
          </T>
          <T x={x + 14} y={y + 74} size={12} weight={600} fill="#16a34a">
            {change}
          </T>
        </Card>
      );
    })}
    <Card x={20} y={356} w={W - 40} h={214}>
      <T x={36} y={384} size={15} weight={700}>
        Fréquentation par jour
      </T>
      <Bars
        x={36}
        y={404}
        w={W - 72}
        h={130}
        values={[9, 14, 12, 18, 22, 26]}
        labels={["Mar", "Mer", "Jeu", "Ven", "Sam", "Dim"].slice(0, 6)}
        theme={theme}
        highlight={2}
      />
    </Card>
    <Card x={20} y={584} w={W - 40} h={92}>
      <T x={36} y={612} size={15} weight={700}>
        Créneau le plus demandé
      </T>
      <T x={36} y={640} size={13} fill={muted}>
        Samedi 10:00 – 12:00 · toujours complet
      </T>
      <Progress x={36} y={652} w={W - 72} value={1} color={theme.strong} />
    </Card>
    <TabBar tabs={[...tabs]} active={2} theme={theme} />
  </Phone>
);

/** « Les réglages des rappels par SMS et e-mail » */
const reminders: Screen = (theme) => (
  <Phone>
    <AppBar title="Rappels" theme={theme} left="back" light />
    {[
      ["SMS la veille", "À 18:00, avec lien d'annulation", true],
      ["E-mail 2 h avant", "Avec l'adresse et l'itinéraire", true],
      ["Demander une confirmation", "Le client répond 1 pour confirmer", true],
      ["Relance après une absence", "Propose un nouveau créneau", false],
    ].map(([title, subtitle, on], i) => (
      <Row
        key={String(title)}
        y={100 + i * 64}
        title={String(title)}
        subtitle={String(subtitle)}
        trailing={<Toggle x={W - 66} y={100 + i * 64 + 14} on={Boolean(on)} theme={theme} />}
      />
    ))}
    <Heading y={386} text="Aperçu du SMS" />
    <rect x="20" y="402" width={W - 40} height="132" rx="20" fill={line} />
    <Lines
      x={36}
      y={430}
      size={14}
      lines={[
        "Bonjour Julie, rappel de votre",
        "rendez-vous demain à 11:15 chez",
        "Salon Élise. Répondez 1 pour",
        "confirmer, 2 pour annuler.",
      ]}
    />
    <T x={W - 36} y={522} size={11} fill={muted} anchor="end">
      SALONELISE · 148 caractères
    </T>
    <Card x={20} y={556} w={W - 40} h={104}>
      <T x={36} y={584} size={15} weight={700}>
        Crédit SMS
      </T>
      <T x={W - 36} y={584} size={15} weight={700} fill={theme.strong} anchor="end">
        142 / 400
      </T>
      <Progress x={36} y={600} w={W - 72} value={142 / 400} color={theme.strong} />
      <T x={36} y={640} size={13} fill={muted}>
        Renouvelé le 1er novembre
      </T>
    </Card>
  </Phone>
);

export const agendoScreens: Screen[] = [planning, booking, confirmed, clientList, statistics, reminders];

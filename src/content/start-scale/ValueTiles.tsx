import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { StartScaleIcon, type StartScaleIconName } from "./StartScaleIcon.js";

const values: { icon: StartScaleIconName; title: string; text: string }[] = [
  { icon: "tag", title: messages.startScale.transparentPricesTitle, text: messages.startScale.transparentPricesText },
  { icon: "award", title: messages.startScale.guaranteedQualityTitle, text: messages.startScale.guaranteedQualityText },
  { icon: "bolt", title: messages.startScale.fastDeliveryTitle, text: messages.startScale.fastDeliveryText },
  {
    icon: "lifebuoy",
    title: messages.startScale.supportAvailableTitle,
    text: messages.startScale.supportAvailableText,
  },
  { icon: "growth", title: messages.startScale.scalableTitle, text: messages.startScale.scalableText },
  { icon: "shield", title: messages.startScale.reliableTitle, text: messages.startScale.reliableText },
];

/** The six promises of the fixed-price offers. */
export function ValueTiles() {
  return (
    <Container as="section" aria-labelledby="values-title" className="py-16">
      <h2 id="values-title" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {messages.startScale.whyFixedPricesQuestion}
      </h2>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {values.map((value) => (
          <li key={value.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <StartScaleIcon name={value.icon} className="h-6 w-6" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{value.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Container>
  );
}

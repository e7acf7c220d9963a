import type { PlanPage } from '../services/plan-pages'
import { AUDIENCE_LABELS } from '../services/vocabulary'
import { JoinForm } from './JoinForm'

/** `/{product}membership`: a plan's price, benefits and who it is for, and its one button. */
export function PlanView({ plan }: { plan: PlanPage }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="mb-2 text-sm font-medium uppercase tracking-wide text-muted">
        {AUDIENCE_LABELS[plan.audience]} membership
      </p>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <h1 className="text-4xl font-semibold">{plan.name} membership</h1>
          {plan.whoFor ? <p className="text-lg text-muted">{plan.whoFor}</p> : null}
          {plan.benefits.length ? (
            <section aria-labelledby="benefits-heading">
              <h2 id="benefits-heading" className="mb-3 text-xl font-semibold">
                What you get
              </h2>
              <ul className="list-disc space-y-1 pl-6">
                {plan.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {plan.others.length ? (
            <section aria-labelledby="others-heading">
              <h2 id="others-heading" className="mb-3 text-xl font-semibold">
                Other {AUDIENCE_LABELS[plan.audience].toLowerCase()} plans
              </h2>
              <ul className="space-y-1">
                {plan.others.map((other) => (
                  <li key={other.path}>
                    <a href={other.path}>{other.name} membership</a> — {other.price}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside
          aria-labelledby="price-heading"
          className="self-start rounded-lg border border-line bg-white p-5 shadow-sm"
        >
          <h2 id="price-heading" className="text-xl font-semibold">
            {plan.price}
          </h2>
          <dl className="mt-2 mb-5 space-y-1 text-sm">
            {plan.reducedPrice ? (
              <div>
                <dt className="inline font-medium">Reduced price: </dt>
                <dd className="inline">
                  {plan.reducedPrice}
                  {plan.reducedFor ? ` for ${plan.reducedFor.toLowerCase()}` : null}
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="inline font-medium">Term: </dt>
              <dd className="inline">{plan.termLabel}</dd>
            </div>
            {plan.graceDays > 0 ? (
              <div>
                <dt className="inline font-medium">Grace period: </dt>
                <dd className="inline">{plan.graceDays} days after the end to renew</dd>
              </div>
            ) : null}
          </dl>
          <JoinForm
            plan={{
              slug: plan.slug,
              name: plan.name,
              audience: plan.audience,
              reducedPrice: plan.reducedPrice,
              reducedFor: plan.reducedFor,
            }}
          />
        </aside>
      </div>
    </div>
  )
}

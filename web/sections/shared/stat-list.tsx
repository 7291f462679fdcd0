type Stat = { value: string | null; label: string | null }

export function StatList({ stats, tone = 'light' }: { stats: Stat[]; tone?: 'light' | 'dark' }) {
  const value = tone === 'dark' ? 'text-white' : 'text-brand-800'
  const label = tone === 'dark' ? 'text-brand-100' : 'text-slate-700'
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-4">
      {stats.map((stat) => (
        <div key={`${stat.value}-${stat.label}`} className="flex flex-col-reverse">
          <dt className={`text-sm ${label}`}>{stat.label}</dt>
          <dd className={`text-2xl font-bold ${value}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}

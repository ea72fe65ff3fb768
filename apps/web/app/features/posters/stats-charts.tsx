import { type JobStats, STATS_CHANNEL_LABELS, STATS_CHANNELS } from '@gfj/contracts/job-stats';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** The site's colours (tokens.css), as SVG attributes cannot read CSS variables. */
const COLORS = {
  primary: '#2c6a3a',
  soil: '#7a4a26',
  harvest: '#b8860b',
  ink: '#17261c',
};
const CHANNEL_COLORS = [COLORS.primary, COLORS.soil, COLORS.harvest];

function ChartFigure({
  title,
  summary,
  isEmpty = false,
  children,
}: {
  title: string;
  isEmpty?: boolean;
  /** What the chart shows, in words, for screen readers (the tables beside it hold the numbers). */
  summary: string;
  children: React.ReactElement;
}) {
  return (
    <figure className="stats-chart">
      <figcaption className="stats-chart__title">{title}</figcaption>
      {isEmpty ? (
        <p className="stats-chart__empty">None in this range.</p>
      ) : (
        <div className="stats-chart__drawing" role="img" aria-label={summary}>
          <ResponsiveContainer width="100%" height={220}>
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}

function ChannelPie({ title, group }: { title: string; group: JobStats['shares'] }) {
  const data = STATS_CHANNELS.map((channel) => ({
    name: STATS_CHANNEL_LABELS[channel],
    value: group.counters[channel],
  }));
  const summary = `${title}: ${STATS_CHANNELS.map((c) => `${STATS_CHANNEL_LABELS[c]} ${group.percentages[c]}%`).join(', ')}.`;
  return (
    <ChartFigure title={title} summary={summary} isEmpty={group.total === 0}>
      <PieChart accessibilityLayer={false}>
        <Pie data={data} dataKey="value" nameKey="name" outerRadius={80} isAnimationActive={false}>
          {data.map((entry, index) => (
            <Cell key={entry.name} fill={CHANNEL_COLORS[index % CHANNEL_COLORS.length]} />
          ))}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    </ChartFigure>
  );
}

/** The panel's charts (content 2 and beyond): lazy-loaded with recharts, drawn as SVG. */
export default function StatsCharts({
  stats,
  publishedOn,
}: {
  stats: JobStats;
  /** The listing's first day: the daily line starts there when the range starts earlier. */
  publishedOn?: string;
}) {
  const daily = publishedOn ? stats.daily.filter((day) => day.date >= publishedOn) : stats.daily;
  const firstDay = daily[0]?.date ?? stats.from_date;
  const { views, apply } = stats.common.counters;
  const viewsAndClicks = [
    { name: 'Views', value: views },
    { name: 'Apply clicks', value: apply },
  ];
  const together = views + apply;
  const viewsShare = together === 0 ? 0 : Math.round((views * 1000) / together) / 10;
  const comparison = [
    { name: 'This listing', views },
    { name: 'Category median', views: stats.category_median.views },
  ];
  return (
    <div className="stats-charts">
      <ChannelPie title="Shares by channel" group={stats.shares} />
      <ChannelPie title="Referrals by channel" group={stats.referals} />
      <ChartFigure
        title="Views and apply clicks"
        isEmpty={together === 0}
        summary={`Views ${viewsShare}%, apply clicks ${Math.round((100 - viewsShare) * 10) / 10}%.`}
      >
        <PieChart accessibilityLayer={false}>
          <Pie
            data={viewsAndClicks}
            dataKey="value"
            nameKey="name"
            innerRadius={45}
            outerRadius={80}
            isAnimationActive={false}
          >
            <Cell fill={COLORS.primary} />
            <Cell fill={COLORS.harvest} />
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ChartFigure>
      <ChartFigure
        title="Your views beside the category median"
        summary={`This listing: ${views} views; the median of ${stats.category_median.listings} listings in its categories: ${stats.category_median.views} views.`}
      >
        <BarChart data={comparison} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="views" name="Views" fill={COLORS.primary} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
      <figure className="stats-chart stats-chart--wide">
        <figcaption className="stats-chart__title">Views and applies per day</figcaption>
        <div
          className="stats-chart__drawing"
          role="img"
          aria-label={`Views and applies per day from ${firstDay} to ${stats.to_date}; the table below lists each day.`}
        >
          <ResponsiveContainer width="100%" height={240}>
            <LineChart data={daily} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="date" minTickGap={24} />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Line
                type="monotone"
                dataKey="views"
                name="Views"
                stroke={COLORS.primary}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="apply"
                name="Applies"
                stroke={COLORS.soil}
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <details className="stats-chart__table">
          <summary>Show the days as a table</summary>
          <table className="stats-table">
            <caption className="visually-hidden">Views and applies per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Views</th>
                <th scope="col">Applies</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.date}</th>
                  <td>{day.views}</td>
                  <td>{day.apply}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
    </div>
  );
}

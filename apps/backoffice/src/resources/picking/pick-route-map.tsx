import type { EndpointOutput, pickingOrderEndpoints } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { type MapPoint, routePath } from './route-path.ts';

type Detail = EndpointOutput<typeof pickingOrderEndpoints.getPickingOrderDetail>;

const PX = 24;
const PAD = 28;
const SHELF = 0.8;
const aisles = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** The pick list's route on a simple single-block aisle map: aisles, cross-aisles, depot and numbered stops. */
export function PickRouteMap({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const { aisleCount, aisleLength, aisleSpacing } = detail.layout;
  const width = (aisleCount - 1) * aisleSpacing * PX + 2 * PAD;
  const height = aisleLength * PX + 2 * PAD;
  const sx = (x: number) => PAD + x * PX;
  const sy = (depth: number) => height - PAD - depth * PX;
  const stops = detail.lines
    .filter((line) => line.aisle !== null && line.depth !== null)
    .map((line) => ({
      line,
      point: { x: (line.aisle! - 1) * aisleSpacing, depth: line.depth! } as MapPoint,
    }));
  const path = routePath(
    stops.map((s) => s.point),
    aisleLength,
  );
  return (
    <svg
      role="img"
      aria-label={t('picking:routeMap')}
      data-testid="route-map"
      viewBox={`0 0 ${width} ${height}`}
      style={{ width: '100%', maxHeight: 420, background: 'var(--mantine-color-gray-0)' }}
    >
      {aisles(aisleCount).map((aisle) => {
        const x = sx((aisle - 1) * aisleSpacing);
        return (
          <g key={aisle}>
            <rect
              x={x - (SHELF + 0.6) * PX}
              y={sy(aisleLength)}
              width={SHELF * PX}
              height={aisleLength * PX}
              fill="#ced4da"
            />
            <rect
              x={x + 0.6 * PX}
              y={sy(aisleLength)}
              width={SHELF * PX}
              height={aisleLength * PX}
              fill="#ced4da"
            />
            <text x={x} y={height - 6} fontSize={11} textAnchor="middle" fill="#495057">
              {aisle}
            </text>
          </g>
        );
      })}
      <polyline
        data-testid="route-path"
        points={path.map((p) => `${sx(p.x)},${sy(p.depth)}`).join(' ')}
        fill="none"
        stroke="#1c7ed6"
        strokeWidth={2}
        strokeLinejoin="round"
      />
      <rect x={sx(0) - 7} y={sy(0) - 7} width={14} height={14} fill="#2b8a3e">
        <title>{t('picking:depot')}</title>
      </rect>
      {stops.map(({ line, point }, index) => (
        <g key={line.id} data-testid="route-stop">
          <circle
            cx={sx(point.x)}
            cy={sy(point.depth)}
            r={9}
            fill={line.state === 'picked' ? '#2f9e44' : '#e8590c'}
          />
          <text x={sx(point.x)} y={sy(point.depth) + 4} fontSize={10} textAnchor="middle" fill="#fff">
            {index + 1}
          </text>
          <title>{`${line.locationName} · ${line.productNo} × ${line.qty}`}</title>
        </g>
      ))}
    </svg>
  );
}

import { css } from '@emotion/react';
import { useId } from 'react';
import { color, font } from '../theme/tokens.ts';

// The site's graphic language: a topic's partitions as lanes of records, each cell one offset.
// The filled cells are what a consumer has read; the signal marker is its committed offset,
// where it reads next. Drawn with two SVG patterns, so a lane costs a few bytes however long.
const cell = 22;
const gap = 4;
const laneHeight = 18;
const laneGap = 14;
const labelWidth = 30;

const svg = css({ width: '100%', height: 'auto', color: 'inherit', overflow: 'visible' });
const labelStyle = css({ fontFamily: font.mono, fontSize: 11, fill: 'currentColor', opacity: 0.7 });

export interface Lane {
  /** Offsets written to the partition (its log end). */
  written: number;
  /** Offsets the consumer has read: the marker sits on the next one. */
  read: number;
}

/**
 * Partition lanes, decorative (aria-hidden): P0, P1... each a row of offsets, read up to a
 * marker. `lanes` sets how far each is written and read, in cells.
 */
export function LogLanes({ lanes, cells, className }: { lanes: readonly Lane[]; cells: number; className?: string }) {
  const id = useId().replace(/:/g, '');
  const step = cell + gap;
  const width = labelWidth + cells * step;
  const height = lanes.length * (laneHeight + laneGap) - laneGap;
  return (
    <svg css={svg} className={className} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={`${id}o`} width={step} height={laneHeight} patternUnits="userSpaceOnUse">
          <rect x=".5" y=".5" width={cell - 1} height={laneHeight - 1} rx="2" fill="none" stroke="currentColor" strokeOpacity=".35" />
        </pattern>
        <pattern id={`${id}r`} width={step} height={laneHeight} patternUnits="userSpaceOnUse">
          <rect width={cell} height={laneHeight} rx="2" fill="currentColor" fillOpacity=".22" />
        </pattern>
      </defs>
      {lanes.map((lane, i) => {
        const y = i * (laneHeight + laneGap);
        const written = Math.min(lane.written, cells);
        const read = Math.min(lane.read, written);
        return (
          <g key={i} transform={`translate(0 ${y})`}>
            <text css={labelStyle} x="0" y={laneHeight - 5}>{`P${i}`}</text>
            <g transform={`translate(${labelWidth} 0)`}>
              {/* Each run ends on its last cell, not its gap: scaled, a run one gap longer showed a sliver of the next cell. */}
              <rect width={Math.max(0, written * step - gap)} height={laneHeight} fill={`url(#${id}o)`} />
              <rect width={Math.max(0, read * step - gap)} height={laneHeight} fill={`url(#${id}r)`} />
              <rect x={read * step} width={cell} height={laneHeight} rx="2" fill={color.signal} />
            </g>
          </g>
        );
      })}
    </svg>
  );
}

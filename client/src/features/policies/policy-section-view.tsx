import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PolicyBlock, PolicySection } from './policy-section';

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') {
    return (
      <Typography variant="body1" sx={{ mb: 1.5, lineHeight: 1.7 }}>
        {block}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3 }}>
      {block.list.map((item) => (
        <Typography component="li" variant="body1" key={item} sx={{ mb: 0.5, lineHeight: 1.7 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** A policy section from data; `children` adds content the data cannot hold (e.g. a domain text). */
export function PolicySectionView({ section, children }: { section: PolicySection; children?: ReactNode }) {
  return (
    <Box component="section" id={section.id} aria-labelledby={`${section.id}-heading`} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id={`${section.id}-heading`} sx={{ mb: 1 }}>
        {section.heading}
      </Typography>
      {section.blocks.map((block, index) => (
        // Blocks are static content whose order never changes, so the index is a stable key.
        <Block block={block} key={index} />
      ))}
      {children}
    </Box>
  );
}

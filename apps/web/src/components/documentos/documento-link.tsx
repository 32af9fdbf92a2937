import { Skeleton, ThemeIcon } from '@mantine/core';
import { IconExternalLink, IconFileOff, IconFileTypePdf } from '@tabler/icons-react';
import { MENSAGENS } from '@portal/domain';
import { useDocumento } from '@/hooks/use-documento';
import classes from './documento-link.module.css';

interface DocumentoLinkProps {
  /** Id of the domain's programme documents, e.g. 'edital' or 'termo-referencia-3-2'. */
  id: string;
  /** 'destaque' is the large banner of the call notice. */
  aparencia?: 'item' | 'destaque';
  /** What is said while no version exists, when "Documento em breve" says too little. */
  ausente?: string;
}

/**
 * A public PDF. Until an administrator uploads its first version it is shown as "Documento em
 * breve", never as a link that leads nowhere.
 */
export function DocumentoLink({ id, aparencia = 'item', ausente }: DocumentoLinkProps) {
  const { titulo, url, carregando } = useDocumento(id);
  const destaque = aparencia === 'destaque';
  const className = destaque ? `${classes.documento} ${classes.destaque}` : classes.documento;

  if (carregando) {
    return <Skeleton height={destaque ? 104 : 70} radius="md" aria-busy="true" />;
  }

  const icone = (
    <ThemeIcon
      size={destaque ? 52 : 40}
      radius="md"
      variant={destaque ? 'white' : 'light'}
      color={url ? 'red' : 'gray'}
      aria-hidden="true"
    >
      {url ? <IconFileTypePdf size={destaque ? 30 : 24} /> : <IconFileOff size={22} />}
    </ThemeIcon>
  );

  if (!url && destaque) {
    // The banner stands alone: a notice, not a control, since there is nothing to open yet.
    return (
      <div className={className} data-ausente="">
        {icone}
        <span className={classes.texto}>
          <span className={classes.titulo}>{titulo}</span>
          <span className={classes.meta}>{ausente ?? MENSAGENS.documentoEmBreve}</span>
        </span>
      </div>
    );
  }

  if (!url) {
    return (
      // Focusable but inert (aria-disabled, not disabled) so screen readers still find it.
      <button type="button" aria-disabled="true" className={className}>
        {icone}
        <span className={classes.texto}>
          <span className={classes.titulo}>{titulo}</span>
          <span className={classes.meta}>{ausente ?? MENSAGENS.documentoEmBreve}</span>
        </span>
      </button>
    );
  }

  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {icone}
      <span className={classes.texto}>
        <span className={classes.titulo}>{titulo}</span>
        <span className={classes.meta}>PDF · abre em nova aba</span>
      </span>
      <IconExternalLink size={20} aria-hidden="true" />
    </a>
  );
}

import { useNavigation } from 'react-router';
import classes from './navegacao-progresso.module.css';

/** A thin bar at the top while a lazy area loads, so a slow link never looks dead. */
export function NavegacaoProgresso() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div className={classes.barra} role="progressbar" aria-label="Carregando página" />;
}

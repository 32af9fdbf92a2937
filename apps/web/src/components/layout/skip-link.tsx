import classes from './layout.module.css';

/** First stop of the keyboard: jumps over the bars straight to the page's content. */
export function SkipLink() {
  return (
    <a href="#conteudo" className={classes.skipLink}>
      Pular para o conteúdo
    </a>
  );
}

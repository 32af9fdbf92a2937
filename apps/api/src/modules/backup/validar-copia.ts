import {
  danificada,
  FORMATO,
  lerEntradas,
  resumo,
  tipoDaEntrada,
  type Manifesto,
} from './arquivo-copia.ts';
import { CopiaRecusada } from './copia-recusada.ts';

/**
 * Reads the whole archive once, before anything is written, and checks every entry against the
 * manifest: a cut, altered or foreign archive is refused while the target is still untouched.
 */
export async function validarCopia(origem: string, chave: string | null): Promise<Manifesto> {
  const resumos = new Map<string, string>();
  let manifesto: Manifesto | null = null;
  await lerEntradas(origem, chave, async (nome, bytes) => {
    const tipo = tipoDaEntrada(nome);
    if (tipo === null || manifesto !== null) throw danificada(`entrada inesperada ${nome}`);
    if (tipo.tipo === 'manifesto') {
      manifesto = lerManifesto(Buffer.concat(await bytes.toArray()).toString('utf8'));
      return;
    }
    resumos.set(nome, (await resumo(bytes)).sha256);
  });
  if (manifesto === null) throw danificada('sem manifesto');
  conferir(manifesto, resumos);
  return manifesto;
}

function lerManifesto(texto: string): Manifesto {
  let manifesto: Manifesto;
  try {
    manifesto = JSON.parse(texto) as Manifesto;
  } catch {
    throw danificada('manifesto ilegível');
  }
  if (manifesto.formato !== FORMATO) {
    throw new CopiaRecusada(
      `Esta cópia está no formato ${String(manifesto.formato)}, que esta versão do portal não lê; nada foi alterado.`,
    );
  }
  return manifesto;
}

function conferir(manifesto: Manifesto, resumos: Map<string, string>) {
  const esperados = new Map<string, string>([
    ...manifesto.tabelas.map((t): [string, string] => [`tabelas/${t.nome}.jsonl`, t.sha256]),
    ...manifesto.arquivos.map((a): [string, string] => [`arquivos/${a.id}`, a.sha256]),
  ]);
  if (esperados.size !== resumos.size) throw danificada('número de entradas diferente');
  for (const [nome, sha256] of esperados) {
    if (resumos.get(nome) !== sha256) throw danificada(`${nome} não confere`);
  }
}

import { parseArgs } from 'node:util';
import { createDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { moverArquivos, removerOrfaos } from './mover-arquivos.ts';
import { createFileStorage } from './storage.ts';
import { createS3Bucket } from './storage-s3.ts';
import { lerStorageUrl } from './storage-url.ts';
import { loadConfig, localDoBanco } from '../config.ts';
import { carregarOuSair } from '../config-erro.ts';

const USO = `Uso: npm run arquivos:mover -w apps/api -- --para s3 | --para banco | --orfaos
  --para s3     copia os arquivos do banco para o bucket de STORAGE_URL
  --para banco  traz os arquivos do bucket de volta para o banco
  --orfaos      apaga do bucket objetos sem arquivo (com mais de uma hora)
Pode ser interrompido e rodado de novo: cada arquivo é movido por inteiro ou não é tocado.`;

function lerOpcoes() {
  const { values } = parseArgs({
    options: { para: { type: 'string' }, orfaos: { type: 'boolean', default: false } },
  });
  const para = values.para;
  if ((para === 's3' || para === 'banco') !== values.orfaos) return { para, orfaos: values.orfaos };
  console.error(USO);
  process.exit(2);
}

const { para, orfaos } = lerOpcoes();
const config = carregarOuSair(() => loadConfig());
if (config.storageUrl === null) {
  console.error('Defina STORAGE_URL com o bucket de destino ou de origem.');
  process.exit(2);
}
const log = {
  error: (detalhe: object, mensagem: string) => console.error(mensagem, detalhe),
  warn: (detalhe: object, mensagem: string) => console.warn(mensagem, detalhe),
};
const client = await createDatabase({
  url: localDoBanco(config),
  schema: config.databaseSchema,
});
const bucket = createS3Bucket(lerStorageUrl(config.storageUrl));
try {
  await migrate(client);
  if (orfaos) {
    const { removidos } = await removerOrfaos({ db: client.db, bucket, agora: new Date() });
    console.log(`${removidos} objeto(s) órfão(s) removido(s) do bucket.`);
  } else {
    const storage = createFileStorage({ db: client.db, bucket, log });
    const destino = para === 's3' ? 'o bucket' : 'o banco';
    const { movidos } = await moverArquivos({
      db: client.db,
      storage,
      para: para as 's3' | 'banco',
      aoMover: (_id, total) => {
        if (total % 100 === 0) console.log(`${total} arquivo(s) movido(s)…`);
      },
    });
    console.log(`${movidos} arquivo(s) movido(s) para ${destino}; nenhum ficou para trás.`);
  }
} catch (error) {
  console.error('Interrompido; rode o mesmo comando de novo para continuar.');
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  bucket.close();
  await client.close();
}

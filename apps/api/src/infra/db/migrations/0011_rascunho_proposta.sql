-- A solution at status 1 is saved while it is written (docs/decisions/014): only the title is
-- required in the database; whether the rest is filled in is checked before the PDF is
-- generated and before the signed PDF is taken, by the domain's completeness rule.
alter table proposta
  alter column descricao drop not null,
  alter column key_words drop not null,
  alter column destino drop not null,
  alter column indice_detalhe drop not null,
  alter column conceito drop not null,
  alter column aplicacao_pratica drop not null,
  alter column requisitos_tecnicos_operacionais drop not null,
  alter column limitacoes_tecnicas drop not null,
  alter column escalabilidade drop not null,
  alter column beneficios_esperados drop not null,
  alter column custos_estimados drop not null,
  alter column problema_resolvido drop not null,
  alter column beneficios_diretos drop not null,
  alter column relevancia drop not null,
  alter column diferencial drop not null,
  alter column validacao_ou_registro drop not null,
  alter column cidade_implementada drop not null,
  alter column suporte_no_brasil drop not null,
  alter column tempo_medio drop not null,
  alter column tempo_garantia drop not null;

import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';
import { caught } from './caught.ts';

/**
 * A boy's testicle that suddenly hurts, swells, sits higher than the other ('wahda tal3a', 'il est
 * remonté', 'طالعة'), woke him, or makes him vomit is a torsion: the notice at once (or the question
 * about a sudden pain, whose yes shows it). Darija names it 'bida', 'bidat', 'l bourse', 'zokra',
 * 'البورص'; 't9atlou' is a pain that is killing him. A testicle said to sit higher in a baby, with no
 * pain, is the undescended testicle the urologist follows: no notice. Phrasings written for the
 * tests, in the five ways of writing.
 */

describe('a sudden painful testicle in a boy shows the torsion notice', () => {
  it.each([
    [
      'en',
      'my son is 13, woke up crying with terrible pain in his testicle, one side is higher, he vomited twice',
    ],
    [
      'en',
      'my 12 year old boy has sudden pain in his left testicle for 2 hours, it is swollen and red, he cant walk',
    ],
    ['en', 'my boy 14 says his ball hurts so bad since this morning and it looks pulled up, he threw up'],
    ['en', "sudden severe pain in my son's scrotum, swollen, he won't let anyone touch it"],
    ['en', 'my teenage son woke at night screaming, his testicle is swollen and very painful'],
    ['en', 'my 10 year old has pain in his balls since an hour, he is pale and vomiting'],
    [
      'fr',
      'mon fils de 13 ans s est reveille en pleurant, douleur terrible au testicule, il est remonte, il a vomi',
    ],
    ['fr', 'mon garcon 12 ans a mal a la bourse depuis 2 heures, elle est gonflee et rouge'],
    ['fr', 'douleur brutale du testicule gauche chez mon fils de 14 ans, il vomit'],
    [
      'fr',
      'mon fils a une douleur tres forte aux testicules depuis ce matin, il ne veut pas qu on le touche',
    ],
    ['fr', 'mon ado a la bourse gonflee et tres douloureuse d un coup, il marche plus'],
    ['fr', 'mon petit de 10 ans pleure, son testicule droit est plus haut et fait tres mal'],
    ['ar', 'ابني 13 سنة استيقظ يبكي من ألم شديد في الخصية وواحدة مرتفعة وتقيأ مرتين'],
    ['ar', 'ابني عمره 12 سنة عنده ألم مفاجئ في خصيته اليسرى منذ ساعتين ومنتفخة وحمراء'],
    ['ar', 'ألم حاد ومفاجئ في كيس الصفن عند ابني ولا يسمح لأحد بلمسه'],
    ['ar', 'ابني المراهق استيقظ في الليل يصرخ وخصيته منتفخة ومؤلمة جدا'],
    ['ar', 'ابني 10 سنوات يتألم في خصيتيه منذ ساعة وهو شاحب ويتقيأ'],
    ['ar', 'ابني 14 سنة ألم قوي في الخصية فجأة ولا يستطيع المشي'],
    ['dz', 'وليدي 13 سنة ناض من النوم يبكي، بيضتو تقتل فيه ووحدة طالعة وتقيا زوج مرات'],
    ['dz', 'ولدي 12 عام عندو وجع قوي فالبيضة من ساعتين، منفوخة وحمرا'],
    ['dz', 'ولدي عندو وجع فالبورص فجأة ورجع'],
    ['dz', 'وليدي الزكرة تاعو منفوخة وتوجعو بزاف من الليل'],
    ['dz', 'ابني 14 عام البيضة تاعو طالعة لفوق وتوجع فيه بزاف'],
    ['dl', 'slm weldi 13 ans nad men noum yebki, 9al bidtou t9atlou, wahda tal3a, raje3 2 fois'],
    ['dl', 'weldi 12 ans 3ando wja3 9wi f la bourse men sa3tin, ntfkha w 7amra'],
    ['dl', 'weldi 3ando wja3 f zokra fjaa w tgaya'],
    ['dl', 'weldi 14 ans bida ta3ou tal3a lfo9 w t9atlou'],
    ['dl', 'weldi nad f lil yeghwet, bidtou mentfkha w tewja3 bezaf'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('testicular_torsion');
  });

  it.each([
    ['dz', 'وليدي بيداتو يوجعوه بزاف من الصباح وما خلاناش نمسوه'],
    ['dl', 'weldi bidatou ywej3ouh bezaf men sbe7, ma yekhalinach nmsouh'],
  ])('is asked at least: [%s] %s', (_way, text) => {
    expect(caught(text)).toBe(true);
  });
});

describe('a testicle higher than the other in a baby, without pain, is no emergency', () => {
  it.each([
    [
      'en',
      'my baby is 8 months, the doctor says one testicle is higher and not fully descended, when is surgery done?',
    ],
    [
      'fr',
      'mon bebe de 6 mois a un testicule plus haut que l autre, le pediatre veut un avis, il ne pleure pas',
    ],
    ['dl', 'weldi 3amou 1 an, bida wa7da tal3a, tbib 9al nchoufou urologue, ma yewja3ouch'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

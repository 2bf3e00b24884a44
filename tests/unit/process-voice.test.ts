import {describe, expect, it} from 'vitest';

import {processPhrasesIn} from '../../src/docs/processVoice';

describe('process phrasings', () => {
  it.each([
    ['Our copy of yearn-vaults-v3 has no v3.1.0 tag.', 'Our copy'],
    ['The factory was not readable in the sources we checked.', 'sources we checked'],
    ['This page has not compared its code with CommonTrigger.', 'This page has not'],
    ["The docs' tests check every query.", "The docs' tests"],
    ['It reads a contract which we have not checked.', 'we have not checked'],
    ['A short summary in our own words says what it changed.', 'our own words'],
    ['Whether that switch has happened is not confirmed here.', 'not confirmed here'],
    ['A retirement date that we could confirm.', 'we could'],
    ['We know of no incident.', 'We know of'],
    ['This page was checked against its commit 01a4cff.', 'This page was checked'],
    [':::note[What this page was checked against]', 'What this page was checked against'],
    ["This site has not read the factories' fee configuration.", 'This site has not read'],
    ['No on-chain directory that this site reads names them.', 'that this site reads'],
    ['Nobody has read them from those chains.', 'Nobody has read'],
    ['The docs found no other record.', 'The docs found'],
    ['They are on our V3 addresses page.', 'our V3 addresses page'],
  ])('flags %j', (line, phrase) => {
    expect(processPhrasesIn(line)).toContain(phrase);
  });

  it.each([
    'Deposit your tokens and keep your receipt.',
    'YIP-41: "Make Yearn great again: our treasury" is its title.',
    'If a label says the chain did not match, trust the chain and tell us.',
    'Values are in US dollars.',
    'We recommend the withdrawal queue here.',
    'Source: yearn/yearn-vaults-v3 at commit 5b698f9, contracts/VaultV3.vy.',
  ])('passes %j', (line) => {
    expect(processPhrasesIn(line)).toEqual([]);
  });
});

"""How strong the corpus is (strength/): the wrong implementations it must catch, and the machinery
of the mutation scripts."""

"""Measuring memory: ``convmem compare`` (:mod:`~convmem.eval.compare` on the replay engine
:mod:`~convmem.eval.replay`, scored by :mod:`~convmem.eval.evidence`, summed up in
:mod:`~convmem.eval.figures`, shown by :mod:`~convmem.eval.report` and :mod:`~convmem.eval.plots`),
the conversation file format (:mod:`~convmem.eval.convfile`), the planted-fact generator
(:mod:`~convmem.eval.probes`), the fact-extraction benchmark (:mod:`~convmem.eval.factbench`),
the latency benchmarks (:mod:`~convmem.eval.bench`, :mod:`~convmem.eval.proxybench`) and the
demo. Only :mod:`convmem.cli` imports this package.
"""

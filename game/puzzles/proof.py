"""What a prover found about one puzzle: the one shape the three games' provers answer with."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Proof:
    """``claims``: what was proved, in sentences; ``problems``: why it was not (empty when proved);
    ``nodes``: positions searched."""
    claims: list = field(default_factory=list)
    problems: list = field(default_factory=list)
    nodes: int = 0

    @property
    def ok(self) -> bool:
        return not self.problems

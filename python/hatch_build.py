"""Marks the wheel as platform-specific: it carries libringkit.so.0 for x86_64 Linux; and
writes its summary, naming the formats ringgen writes (staged in src/ringkit/_formats.txt by
scripts/stage-python from ringgen --help, which lists the format registry's).

auditwheel repair then vendors what the library loads and retags it manylinux.
"""

import os

from hatchling.builders.hooks.plugin.interface import BuildHookInterface
from hatchling.metadata.plugin.interface import MetadataHookInterface


class CustomMetadataHook(MetadataHookInterface):
    def update(self, metadata):
        path = os.path.join(self.root, "src", "ringkit", "_formats.txt")
        with open(path, encoding="utf-8") as file:
            first, _, last = file.read().strip().rpartition(", ")
        metadata["description"] = (
            f"MBCircularProgressBar's ring, headless: progress rings from Python as {first} and {last}, "
            "with no system libraries to install"
        )


class CustomBuildHook(BuildHookInterface):
    def initialize(self, version, build_data):
        build_data["pure_python"] = False
        build_data["tag"] = "py3-none-linux_x86_64"

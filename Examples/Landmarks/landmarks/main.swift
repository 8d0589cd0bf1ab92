import Foundation
import LandmarksKit

// Everything the command line does lives in LandmarksKit, where tests can reach it; this only runs it.
exit(await LandmarksCLI.run(arguments: Array(CommandLine.arguments.dropFirst())))

"""The reports: junit.xml against the CI servers' schemas, the Cucumber Messages stream and its
HTML report, results.json's metadata, and comparing two runs."""
